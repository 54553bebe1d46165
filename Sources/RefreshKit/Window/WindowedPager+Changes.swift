extension WindowedPager {
  /// Calls `observer` on the main actor with every change, right after ``items`` and the
  /// placeholders changed: apply it to a table view in the same turn.
  ///
  /// ```swift
  /// let observation = pager.observeChanges { change in apply(change.items) }
  /// // later: pager.stopObserving(observation)
  /// ```
  @discardableResult
  public func observeChanges(_ observer: @escaping @MainActor (WindowChange<Item.ID>) -> Void)
    -> Pager<Query, Cursor, Item>.ChangeObservation
  {
    lastObserverID += 1
    observers[lastObserverID] = observer
    return Pager<Query, Cursor, Item>.ChangeObservation(id: lastObserverID)
  }

  /// Stops calling the observer `observation` names.
  public func stopObserving(_ observation: Pager<Query, Cursor, Item>.ChangeObservation) {
    observers[observation.id] = nil
  }

  /// Publishes `change`: the new items and placeholders, then observers.
  func publish(_ change: WindowChange<Item.ID>) {
    items = machine.window.items
    placeholdersBefore = machine.window.placeholdersBefore
    placeholdersAfter = machine.window.placeholdersAfter
    lastChange = change
    version += 1
    for observer in observers.values { observer(change) }
  }
}
