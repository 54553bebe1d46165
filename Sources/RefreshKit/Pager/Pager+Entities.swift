extension Pager {
  /// Shows this list's items through `store`: each row shows the store's value of its entity,
  /// every page that arrives upserts its entities into the store, and a change of an entity
  /// this list holds publishes a change with its id in ``ListChange/updatedIDs``. The list's
  /// own edits (``update(id:_:)``, ``mutate(local:remote:)``) apply on top, in this list only.
  ///
  /// ```swift
  /// let store = EntityStore<Repository>(version: \.updatedAt)
  /// searchResults.shareEntities(with: store)
  /// starred.shareEntities(with: store)
  /// ```
  public func shareEntities(with store: EntityStore<Item>) {
    entityStore = store
    machine.reportsReleasedItems = true
    let id = ObjectIdentifier(self)
    detachFromStore.withLock { detach in
      detach = { [weak store] in Task { @MainActor in store?.detach(id) } }
    }
    store.attach(
      ObjectIdentifier(self),
      holds: { [weak self] id in self?.machine.holds(id) ?? false },
      didChange: { [weak self] ids in self?.entitiesDidChange(ids) },
      isAlive: { [weak self] in self != nil })
    store.receive(machine.heldItems, from: ObjectIdentifier(self))
    machine.resolve = { [store] copy in store.value(for: copy) }
    perform([.publish(machine.showEdits())])
  }

  /// Entities this list may hold changed in its store.
  func entitiesDidChange(_ ids: [Item.ID]) {
    guard let change = machine.entitiesDidChange(ids) else { return }
    perform([.publish(change)])
  }
}
