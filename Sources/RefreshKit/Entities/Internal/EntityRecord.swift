/// What an ``EntityStore`` holds of one entity: the newest server copy, the local changes laid
/// over it (each under the token of its edit), and whether it was removed.
struct EntityRecord<Item: Identifiable & Sendable> where Item.ID: Sendable {
  /// One local change: an edit, or the local half of a mutation.
  struct Overlay {
    var token: UInt64
    var transform: (inout Item) -> Void
    /// Whether its remote call is still running: it stays over newer copies until it ends.
    var isPending: Bool
  }

  /// The newest copy a page or an external change delivered.
  var server: Item
  var overlays: [Overlay] = []
  /// Whether the entity was removed: every list hides it.
  var isRemoved = false

  /// The value every list and observer shows; `nil` when removed.
  var value: Item? {
    guard !isRemoved else { return nil }
    var value = server
    for overlay in overlays { overlay.transform(&value) }
    return value
  }

  /// Whether a mutation's remote call still runs (the record must stay).
  var hasPendingMutation: Bool { overlays.contains { $0.isPending } }

  /// A newer server copy arrived: it replaces the old one, and the local changes that are
  /// settled go (the server's copy now says what they said); pending ones stay over it.
  mutating func receive(_ copy: Item) {
    server = copy
    overlays.removeAll { !$0.isPending }
  }
}
