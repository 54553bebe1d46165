public import Observation

/// One value per entity for every list and screen that shows it: a repository starred in the
/// search results shows starred in its owner's list, the Starred list and its detail, at once.
///
/// ```swift
/// let store = EntityStore<Repository>(version: \.updatedAt)
/// search.shareEntities(with: store)
/// owned.shareEntities(with: store)
/// try await store.mutate(id: repo.id) { $0.isStarred = true; $0.stars += 1 } remote: {
///   try await api.star(repo)   // throws: both lists and the detail roll back
/// }
/// ```
///
/// ## Which copy wins
/// - A page arriving in any list that shares the store upserts its entities. With a version key
///   path, a copy replaces the stored one unless the stored one's version is greater (a stale
///   page that arrives after a fresher copy changes nothing); without one, the copy that arrived
///   last wins.
/// - Local changes lay over the newest copy. ``update(id:_:)`` and a ``mutate(id:local:remote:)``
///   whose remote call succeeded stay until the next server copy arrives (which then says what
///   they said); a mutation still running stays over newer copies; a failed one is undone exactly,
///   whatever arrived meanwhile.
/// - ``remove(id:)`` and an external delete hide the entity in every list until an external
///   upsert brings it back.
/// - A list's own edits (``Pager/update(id:_:)``, …) apply on top of the store's value, in that
///   list only.
///
/// Every list holding a changed id publishes a change with that id in
/// ``ListChange/updatedIDs`` (O(1) per list, whatever its length); lists that do not hold it
/// publish nothing. Entities that no list and no ``EntityObservation`` hold are released.
///
/// Isolation: `@MainActor` and `@Observable` (reading ``subscript(_:)`` in a view tracks changes).
@MainActor
@Observable
public final class EntityStore<Item: Identifiable & Equatable & Sendable> where Item.ID: Sendable {
  /// A list that shows the store's entities.
  struct Listener {
    var holds: @MainActor (Item.ID) -> Bool
    var didChange: @MainActor ([Item.ID]) -> Void
    var isAlive: @MainActor () -> Bool
  }

  /// Counts the changes of the store's values, for observation.
  package internal(set) var revision = 0
  @ObservationIgnored var records: [Item.ID: EntityRecord<Item>] = [:]
  @ObservationIgnored var listeners: [ObjectIdentifier: Listener] = [:]
  @ObservationIgnored var observers: [Item.ID: Int] = [:]
  @ObservationIgnored let isNewer: ((Item, Item) -> Bool)?
  @ObservationIgnored var lastToken: UInt64 = 0

  /// A store where the copy that arrived last wins.
  public init() {
    isNewer = nil
  }

  /// A store where a copy with a smaller `version` than the stored one never replaces it.
  public init<Version: Comparable>(version: KeyPath<Item, Version>) {
    isNewer = { $0[keyPath: version] > $1[keyPath: version] }
  }

  /// The value every list shows for `id`: the newest copy with the local changes over it;
  /// `nil` when the store does not hold it or it was removed.
  public subscript(id: Item.ID) -> Item? {
    access(keyPath: \.revision)
    return records[id]?.value
  }

  /// How many entities the store holds (for tests of what it releases).
  package var count: Int { records.count }

  /// Keeps `id` held while the observation lasts (a detail screen).
  public func observe(id: Item.ID) -> EntityObservation<Item.ID> {
    observers[id, default: 0] += 1
    return EntityObservation(id: id) { [weak self] in self?.endObservation(of: id) }
  }

  /// Changes the entity `id` in every list at once, until its next server copy arrives.
  /// Throws ``EntityStoreError/unknownID`` when no list or observer holds it.
  public func update(id: Item.ID, _ transform: @escaping (inout Item) -> Void)
    throws(EntityStoreError)
  {
    guard records[id] != nil else { throw .unknownID }
    lastToken += 1
    records[id]?.overlays.append(.init(token: lastToken, transform: transform, isPending: false))
    notify([id])
  }

  /// Removes the entity `id` from every list (with change sets) until an external upsert
  /// brings it back. Throws ``EntityStoreError/unknownID`` when the store does not hold it.
  public func remove(id: Item.ID) throws(EntityStoreError) {
    guard records[id] != nil else { throw .unknownID }
    records[id]?.isRemoved = true
    notify([id])
  }

  /// Applies `local` to the entity `id` in every list and observer at once, runs `remote`,
  /// and undoes exactly `local` everywhere when it throws, even if pages or fresher copies
  /// arrived in between; then rethrows.
  ///
  /// ```swift
  /// try await store.mutate(id: repo.id) { $0.isStarred.toggle() } remote: {
  ///   try await api.setStarred(repo, !repo.isStarred)
  /// }
  /// ```
  public func mutate(
    id: Item.ID, local: @escaping (inout Item) -> Void, remote: () async throws -> Void
  ) async throws {
    guard records[id] != nil else { throw EntityStoreError.unknownID }
    lastToken += 1
    let token = lastToken
    records[id]?.overlays.append(.init(token: token, transform: local, isPending: true))
    notify([id])
    do {
      try await remote()
      settle(token, of: id)
      releaseIfUnheld([id])  // the lists may have dropped it while the call ran
    } catch {
      records[id]?.overlays.removeAll { $0.token == token }
      notify([id])
      releaseIfUnheld([id])
      throw error
    }
  }

  /// Takes one server copy fetched outside the lists (a detail screen's own request), as
  /// ``apply(_:)`` takes an ``EntityChange/upsert(_:)``: the version rule applies, a removed
  /// entity comes back, and every list holding it publishes the change. An entity no list and
  /// no observer holds is not kept.
  ///
  /// ```swift
  /// let fresh = try await api.repository(id)
  /// store.upsert(fresh)   // the search results and the owner's list show it too
  /// ```
  public func upsert(_ copy: Item) {
    receive([copy], from: nil, restoring: true)
  }

  /// Takes changes from outside the lists (a websocket, server-sent events, a poll) until the
  /// sequence ends: an upsert is a copy like a page's (the version rule applies) and brings a
  /// removed entity back; a delete removes it. Entities no list holds are not kept.
  public func apply<Changes: AsyncSequence>(_ changes: Changes) async throws
  where Changes.Element == EntityChange<Item> {
    for try await change in changes {
      switch change {
      case .upsert(let item): upsert(item)
      case .delete(let id):
        guard records[id] != nil else { continue }
        records[id]?.isRemoved = true
        notify([id])
      }
    }
  }
}
