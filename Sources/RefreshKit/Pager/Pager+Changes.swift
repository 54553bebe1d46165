extension Pager {
  /// Identifies one observer added with ``observeChanges(_:)``.
  @_spi(Diagnostics) public struct ChangeObservation: Hashable, Sendable {
    let id: Int
  }

  /// Calls `observer` on the main actor with every change of ``items`` and the placeholders,
  /// right after they changed and before anything else runs: apply it to a table view in the
  /// same turn.
  ///
  /// ```swift
  /// let observation = pager.observeChanges { change in
  ///   tableView.performBatchUpdates { apply(change) }
  /// }
  /// // later: pager.stopObserving(observation)
  /// ```
  @_spi(Diagnostics) @discardableResult
  public func observeChanges(_ observer: @escaping @MainActor (ListChange<Item.ID>) -> Void)
    -> ChangeObservation
  {
    lastObserverID += 1
    observers.add(lastObserverID, observer)
    return ChangeObservation(id: lastObserverID)
  }

  /// Calls `observer` on the main actor every time ``loadStates`` is set, right after it was
  /// set (possibly with the same states again): start or stop spinners in the same turn.
  ///
  /// ```swift
  /// let observation = pager.observeLoadStates { states in
  ///   footer.isLoading = states.append.isLoading
  /// }
  /// ```
  @_spi(Diagnostics) @discardableResult
  public func observeLoadStates(_ observer: @escaping @MainActor (LoadStates) -> Void)
    -> ChangeObservation
  {
    lastObserverID += 1
    loadStateObservers.add(lastObserverID, observer)
    return ChangeObservation(id: lastObserverID)
  }

  /// Stops calling the observer `observation` names.
  @_spi(Diagnostics) public func stopObserving(_ observation: ChangeObservation) {
    observers.remove(observation.id)
    loadStateObservers.remove(observation.id)
    eventObservers.remove(observation.id)
  }

  /// Every change of ``items`` from now on, in order; the stream ends when the pager is released.
  ///
  /// ```swift
  /// for await change in pager.changes() { print(change.insertedIndices) }
  /// ```
  public func changes() -> AsyncStream<ListChange<Item.ID>> {
    let (stream, continuation) = AsyncStream.makeStream(of: ListChange<Item.ID>.self)
    lastObserverID += 1
    let id = lastObserverID
    streams.add(id, continuation)
    continuation.onTermination = { [streams] _ in streams.remove(id) }
    return stream
  }

  /// Publishes `change`: the new items and placeholders, then observers and streams.
  func publish(_ change: ListChange<Item.ID>) {
    guard !change.isEmpty || change.oldCount != change.newCount else { return }
    withMutation(keyPath: keyPaths.items) {}
    if published.placeholdersBefore != change.placeholdersBefore {
      placeholdersBefore = change.placeholdersBefore
    }
    if published.placeholdersAfter != change.placeholdersAfter {
      placeholdersAfter = change.placeholdersAfter
    }
    latestChange = change
    changeCount += 1
    observers.callAll(change)
    streams.yield(change)
  }
}
