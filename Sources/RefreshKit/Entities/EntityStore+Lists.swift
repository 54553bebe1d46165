extension EntityStore {
  /// The value a list shows for its server copy: the store's, when it holds the entity.
  func value(for copy: Item) -> Item? {
    guard let record = records[copy.id] else { return copy }
    return record.value
  }

  /// Server copies arrived (a list's page, or an external upsert): each replaces the stored
  /// copy unless the stored one is newer. The lists holding a changed entity, but `source`,
  /// are told.
  func receive(_ items: [Item], from source: ObjectIdentifier?, restoring: Bool = false) {
    var changed: [Item.ID] = []
    for item in items {
      guard var record = records[item.id] else {
        if source != nil || isHeld(item.id) { records[item.id] = EntityRecord(server: item) }
        continue
      }
      if let isNewer, isNewer(record.server, item) { continue }  // a stale copy
      let old = record.value
      record.receive(item)
      if restoring { record.isRemoved = false }
      records[item.id] = record
      if record.value != old { changed.append(item.id) }
    }
    notify(changed, except: source)
  }

  /// Adds a list that shows the store's entities (see ``Pager/shareEntities(with:)``).
  func attach(
    _ id: ObjectIdentifier, holds: @escaping @MainActor (Item.ID) -> Bool,
    didChange: @escaping @MainActor ([Item.ID]) -> Void, isAlive: @escaping @MainActor () -> Bool
  ) {
    listeners[id] = Listener(holds: holds, didChange: didChange, isAlive: isAlive)
  }

  /// Releases every entity that no list, no observer and no running mutation holds.
  func releaseUnheld() {
    listeners = listeners.filter { $0.value.isAlive() }
    records = records.filter { id, record in record.hasPendingMutation || isHeld(id) }
  }

  /// Releases those of `ids` that no list, no observer and no running mutation holds: what a
  /// list just stopped holding. O(ids × lists), whatever the length of the lists.
  func releaseIfUnheld(_ ids: some Sequence<Item.ID>) {
    for id in ids {
      guard let record = records[id], !record.hasPendingMutation, !isHeld(id) else { continue }
      records[id] = nil
    }
  }

  /// A list that shared the store was released: forgets it and what only it held.
  func detach(_ id: ObjectIdentifier) {
    listeners[id] = nil
    releaseUnheld()
  }

  func isHeld(_ id: Item.ID) -> Bool {
    observers[id, default: 0] > 0 || listeners.values.contains { $0.holds(id) }
  }

  /// Tells the lists holding `ids` (but `source`) and the observers that they changed.
  func notify(_ ids: [Item.ID], except source: ObjectIdentifier? = nil) {
    guard !ids.isEmpty else { return }
    revision += 1
    for (key, listener) in listeners where key != source { listener.didChange(ids) }
  }

  /// The remote call of `token` succeeded: its change stays until the next server copy.
  func settle(_ token: UInt64, of id: Item.ID) {
    guard let index = records[id]?.overlays.firstIndex(where: { $0.token == token }) else { return }
    records[id]?.overlays[index].isPending = false
  }

  func endObservation(of id: Item.ID) {
    observers[id, default: 0] -= 1
    if observers[id, default: 0] <= 0 { observers[id] = nil }
    if !isHeld(id), records[id]?.hasPendingMutation != true { records[id] = nil }
  }
}
