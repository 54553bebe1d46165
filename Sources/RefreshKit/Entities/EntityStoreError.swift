/// Why an ``EntityStore`` refused an edit.
public enum EntityStoreError: Error, Hashable, Sendable {
  /// No list or observer holds the entity: there is nothing to change.
  case unknownID
}
