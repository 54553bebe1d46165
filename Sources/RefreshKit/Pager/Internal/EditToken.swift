/// Names one edit (or one optimistic mutation's edits) so it can be rolled back alone.
package struct EditToken: Hashable, Sendable {
  package let value: UInt64
}
