/// Names one edit (or one optimistic mutation's edits) so it can be rolled back alone.
struct EditToken: Hashable, Sendable {
  let value: UInt64
}
