/// A change of one entity from outside the lists: a websocket message, a server-sent event,
/// a poll. ``EntityStore/apply(_:)`` takes a sequence of them.
///
/// ```swift
/// for try await event in socket.events {
///   continuation.yield(event.deleted ? .delete(id: event.id) : .upsert(event.repository))
/// }
/// ```
public enum EntityChange<Item: Identifiable & Sendable>: Sendable where Item.ID: Sendable {
  /// A newer copy of the entity (or the entity itself, when the store has none yet).
  case upsert(Item)
  /// The entity is gone: every list drops it.
  case delete(id: Item.ID)
}
