extension WindowedPager {
  /// Refreshes with ``refreshPolicy`` and returns when every load it started settled.
  public func refresh() async {
    await refresh(refreshPolicy)
  }

  /// Refreshes with `policy` and returns when every load it started settled.
  public func refresh(_ policy: RefreshPolicy) async {
    perform(machine.refresh(policy))
    await waitUntilIdle()
  }

  /// Loads the first page unless a page is loaded or loading; for SwiftUI's `.task`.
  public func loadIfNeeded() async {
    if !hasLoaded, machine.load(in: .refresh) == nil { perform(machine.refresh(.replaceAll)) }
    await waitUntilIdle()
  }

  /// Reports that the item at `index` of ``items`` is on screen (see ``positionDidAppear(_:)``).
  public func itemDidAppear(at index: Int) {
    positionDidAppear(placeholdersBefore + index)
  }

  /// Reports that the row at `position` (placeholders included) is on screen: loads the next
  /// page on the side it is near, or jumps when it is far beyond the items held.
  public func positionDidAppear(_ position: Int) {
    perform(machine.positionDidAppear(position))
  }

  /// Shows `position` (a scrollbar drag, "jump to item"): loads around it when
  /// ``canJump``, otherwise walks there page by page as rows appear.
  public func jump(to position: Int) {
    perform(machine.jump(to: position))
  }

  /// Repeats what failed (every failed load, the same page with the next attempt number);
  /// when nothing failed, refreshes with ``refreshPolicy``. The same meaning as
  /// ``Pager/retry()``, so a screen's retry button needs no branch of its own.
  ///
  /// ```swift
  /// Button("Retry") { pager.retry() }
  /// ```
  public func retry() {
    perform(machine.hasFailedLoad ? machine.retry() : machine.refresh(refreshPolicy))
  }

  /// Cancels every load in flight; the items stay.
  public func cancel() {
    perform(machine.cancel())
  }

  /// Where the user is, to save: see ``WindowRestoration``.
  public func restoration() -> WindowRestoration<Query, Cursor, Item.ID> {
    machine.restoration()
  }

  /// Comes back to a saved place: the anchor's page loads first, then both ways as rows appear.
  public func restore(_ restoration: WindowRestoration<Query, Cursor, Item.ID>) {
    perform(machine.restore(restoration))
  }

  /// Returns when no load is in flight, including the loads started while waiting
  /// (a prefetch that follows a page, the next page of a revalidation).
  ///
  /// Cancelling the waiting task ends the wait; the loads go on.
  public func waitUntilIdle() async {
    guard isLoading else { return }
    lastWaiterID += 1
    let id = lastWaiterID
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if Task.isCancelled {
          continuation.resume()
        } else {
          idleWaiters[id] = continuation
        }
      }
    } onCancel: {
      Task { @MainActor [weak self] in self?.idleWaiters.removeValue(forKey: id)?.resume() }
    }
  }

  /// Whether a load is in flight in any direction.
  public var isLoading: Bool {
    !machine.loadsInFlight.isEmpty
  }

  /// Runs the machine's actions, then updates what observers read.
  func perform(_ actions: [Machine.Action]) {
    for action in actions {
      switch action {
      case .load(let load): start(load)
      case .cancel(let load): tasks.cancel(load)
      case .publish(let change): publish(change)
      }
    }
    loadStates = machine.loadStates
    if anchor != machine.anchor { anchor = machine.anchor }
    if !isLoading {
      let waiters = idleWaiters.values
      idleWaiters = [:]
      for waiter in waiters { waiter.resume() }
    }
  }

  private func start(_ load: WindowLoad<Query, Cursor>) {
    let loader = self.loader
    tasks.add(
      load,
      Task { [weak self] in
        let result: Result<WindowPage<Item, Cursor>, any Error>
        do { result = .success(try await loader(load)) } catch { result = .failure(error) }
        self?.finish(load, result)
      })
  }

  private func finish(
    _ load: WindowLoad<Query, Cursor>, _ result: Result<WindowPage<Item, Cursor>, any Error>
  ) {
    tasks.remove(load)
    switch result {
    case .success(let page): perform(machine.loaded(load, page: page))
    case .failure(let error): perform(machine.failed(load, error: error))
    }
  }
}
