import StateMachine

extension Pager {
  /// Loads the first page and replaces the items; returns when it settled.
  ///
  /// A refresh during a load-more cancels the load-more; a second refresh joins the first.
  /// Use it for SwiftUI's `.refreshable { await pager.refresh() }`.
  public func refresh() async {
    retrySchedule.cancel()
    held?.mayAnswerFromCache = false
    await run(.pullToRefresh)
  }

  /// Starts a refresh without waiting for it: ``refresh()`` for synchronous callers (a
  /// refresh control's action).
  func requestRefresh() {
    retrySchedule.cancel()
    held?.mayAnswerFromCache = false
    start(.pullToRefresh)
  }

  /// Starts ``retry()`` without waiting for it (a retry button's action).
  func requestRetry() {
    retrySchedule.cancel()
    held?.mayAnswerFromCache = false
    start(machine.operator.retryAction)
  }

  /// Starts the first load unless a page is loaded or a refresh runs: ``loadIfNeeded()``
  /// without waiting (what a ``PagerListBinding`` calls when its screen appears).
  func startIfNeeded() {
    guard !hasLoaded, machine.runningAction != .pullToRefresh else { return }
    held?.mayAnswerFromCache = true
    start(.pullToRefresh)
  }

  /// Loads the first page unless it is loaded or loading; for SwiftUI's `.task`.
  ///
  /// It is the *automatic* first load: with a revalidating loader and a cache whose pages are
  /// all still fresh, it sends no request (see ``Pager`` "Revalidation"); ``refresh()`` always does.
  ///
  /// ```swift
  /// List(pager.items) { RepositoryRow($0) }
  ///   .task { await pager.loadIfNeeded() }
  /// ```
  public func loadIfNeeded() async {
    guard !hasLoaded || machine.runningAction == .pullToRefresh else { return }
    if machine.runningAction == nil { held?.mayAnswerFromCache = true }
    await run(.pullToRefresh)
  }

  /// Loads the next page now, unless the end was reached; returns when it settled.
  public func loadMore() async {
    guard hasLoaded, machine.operator.canLoadMore else { return }
    await run(.loadingMore)
  }

  /// Repeats what failed: the same page again (with the next attempt number), or the first
  /// page when the refresh failed or the server's paging broke (``PagingError``).
  public func retry() async {
    retrySchedule.cancel()
    held?.mayAnswerFromCache = false
    await run(machine.operator.retryAction)
  }

  /// Shows `query`'s items: cancels the load in flight, clears the items and every edit, and
  /// loads page 1 of `query`. Late pages of the old query are dropped; it is never written back.
  public func load(_ query: Query) {
    retrySchedule.cancel()
    machine.cancelTransition()
    currentQuery = query
    machine.operator.target = PageRequest(query: query)
    machine.operator.lastFailure = nil
    machine.operator.ledger.restart()
    hasLoaded = false
    lastAppearedIndex = nil
    prefetch.reset()
    resetCacheState()
    held?.reset()
    held?.mayAnswerFromCache = true
    let change = list.reset()
    if !change.isEmpty { publish(change) }
    start(.pullToRefresh)
  }

  /// Cancels the load in flight, if any, and any scheduled retry; the items stay.
  public func cancel() {
    retrySchedule.cancel()
    machine.cancelTransition()
    syncLoadStates()
  }

  /// Starts `action` and waits until it settled, and with it the revalidation of the pages
  /// held that it started; cancelling the waiting task ends the wait only.
  func run(_ action: RefreshAction) async {
    start(action)
    guard machine.runningAction == action else { return }
    _ = try? await machine.trigger(action)
    while held?.revalidating != nil, machine.runningAction == .loadingMore, !Task.isCancelled {
      _ = try? await machine.trigger(.loadingMore)
    }
  }

  /// Triggers `action` on the engine; `completion` runs once it settled (or was refused).
  func start(_ action: RefreshAction, completion: (@MainActor () -> Void)? = nil) {
    machine.trigger(action) { [weak self] in
      self?.syncLoadStates()
      self?.continueRevalidation()
      self?.fillIfShort()
      completion?()
    }
    syncLoadStates()
    if action == .pullToRefresh { readCacheIfEmpty() }
  }

  /// A page was applied by the engine.
  func receive(_ page: Page<Item, Cursor>, replace: Bool, cursor: Cursor?) {
    guard !receiveRevalidated(page, replace: replace, cursor: cursor) else { return }
    hold(page, replace: replace, cursor: cursor)
    writeToCache(page, replace: replace)
    let change = replace ? list.replaceAll(with: page.items) : list.append(page.items)
    if replace {
      hasLoaded = true
      prefetch.reset()
      lastAppearedIndex = nil  // rows of the old list: the screen reports the new ones
    }
    publish(change)
  }

  func loadDidSettle(
    _ load: LoadRequest<PageRequest<Query, Cursor>>, disposition: LoadDisposition
  ) {
    guard disposition == .failed else { return }
    scheduleRetry(after: load)
  }

  /// Derives the load states from the engine.
  func syncLoadStates() {
    let running = machine.runningAction
    let failure = machine.operator.lastFailure
    var states = LoadStates()
    if running == .pullToRefresh {
      states.refresh = .loading
    } else if let failure, failure.action == .pullToRefresh {
      states.refresh = .failed(failure)
    }
    if running == .loadingMore {
      states.append = .loading
    } else if running == .pullToRefresh || !hasLoaded {
      states.append = .notLoading(endReached: false)
    } else if let failure, failure.action == .loadingMore {
      states.append = .failed(failure)
    } else {
      states.append = .notLoading(endReached: machine.operator.reachedEnd)
    }
    loadStates = states
    for observer in loadStateObservers.values { observer(states) }
  }

  private func scheduleRetry(after load: LoadRequest<PageRequest<Query, Cursor>>) {
    guard let failure = machine.operator.lastFailure,
      let delay = retryPolicy.delay(after: load.attempt, error: failure.error)
    else { return }
    let wait = Self.sleep(on: clock, for: delay)
    retrySchedule.replace(
      with: Task { [weak self] in
        do { try await wait() } catch { return }
        guard !Task.isCancelled, let self else { return }
        self.start(self.machine.operator.retryAction)
      })
  }
}

extension Pager {
  /// Waits until the load in flight now, if any, settled; it is joined, never sent again.
  ///
  /// A load that starts later (the next page of a short list, a scheduled retry) is not waited for.
  ///
  /// ```swift
  /// pager.itemDidAppear(at: 28)    // starts loading page 2
  /// await pager.waitUntilIdle()    // page 2 applied, or failed
  /// ```
  ///
  /// Cancelling the waiting task ends the wait; the load goes on.
  public func waitUntilIdle() async {
    guard let running = machine.runningAction else { return }
    _ = try? await machine.trigger(running)
  }
}

extension Pager {
  /// A sleep until `delay` from now, with "now" read at once rather than when the sleep starts.
  nonisolated static func sleep<C: Clock>(on clock: C, for delay: Duration)
    -> @Sendable () async throws -> Void where C.Duration == Duration
  {
    let deadline = clock.now.advanced(by: delay)
    return { try await clock.sleep(until: deadline, tolerance: nil) }
  }
}
