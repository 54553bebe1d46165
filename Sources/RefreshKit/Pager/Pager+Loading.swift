extension Pager {
  /// Refreshes with `policy` (the configuration's `refreshPolicy` when
  /// `nil`) and returns when the refresh settled (with a revalidation, every held page; with a
  /// kept place, the anchor found again).
  ///
  /// A refresh cancels the loads at the ends, and a jump's; a second refresh while one runs
  /// joins it. Use it for SwiftUI's `.refreshable { await pager.refresh() }`.
  ///
  /// ```swift
  /// await pager.refresh()                   // as configured
  /// await pager.refresh(.revalidateLoaded)  // every held page, kept where it is
  /// ```
  public func refresh(_ policy: RefreshPolicy? = nil) async {
    let policy = policy ?? refreshPolicy
    retrySchedule.cancel()
    if !machine.isRefreshing {
      perform(machine.at(elapsed()) { $0.refresh(policy) }, cause: .refresh)
    }
    await waitUntilRefreshSettled()
  }

  /// Starts a refresh without waiting for it: ``refresh(_:)`` for synchronous callers (a
  /// refresh control's action).
  func requestRefresh() {
    retrySchedule.cancel()
    if !machine.isRefreshing {
      perform(machine.at(elapsed()) { $0.refresh(refreshPolicy) }, cause: .refresh)
    }
  }

  /// Starts ``retry()`` without waiting for it (a retry button's action).
  func requestRetry() {
    retrySchedule.cancel()
    perform(
      machine.at(elapsed()) { $0.retry(refreshPolicy: refreshPolicy) },
      cause: .retry(automatic: false))
  }

  /// Starts the first load unless a page is loaded or a refresh runs: ``loadIfNeeded()``
  /// without waiting (what a ``PagerListBinding`` calls when its screen appears).
  func startIfNeeded() {
    guard !hasLoaded, machine.load(in: .refresh) == nil, !machine.isReadingCache else { return }
    perform(
      machine.at(elapsed()) { $0.refresh(refreshPolicy, automatic: true) }, cause: .refresh)
  }

  /// Loads the first page unless it is loaded or loading; for SwiftUI's `.task`.
  ///
  /// It is the *automatic* first load: with a revalidating loader and a cache whose pages are
  /// all still fresh, it sends no request (see ``Pager`` "Revalidation"); ``refresh(_:)`` always does.
  ///
  /// ```swift
  /// List(pager.items) { RepositoryRow($0) }
  ///   .task { await pager.loadIfNeeded() }
  /// ```
  public func loadIfNeeded() async {
    startIfNeeded()
    await waitUntilRefreshSettled()
  }

  /// Loads the next page now, unless one loads, it failed or the end was reached; returns
  /// when it settled.
  public func loadMore() async {
    let started = perform(machine.at(elapsed()) { $0.loadMore() }, cause: .loadMore)
    await waitUntilSettled(started)
  }

  /// Repeats what failed: every failed load, the same page again with the next attempt
  /// number; when nothing failed, or the server's paging broke (``PagingError``), refreshes.
  /// One meaning in every configuration, so a screen's retry button needs no branch.
  ///
  /// ```swift
  /// Button("Retry") { Task { await pager.retry() } }
  /// ```
  public func retry() async {
    retrySchedule.cancel()
    let started = perform(
      machine.at(elapsed()) { $0.retry(refreshPolicy: refreshPolicy) },
      cause: .retry(automatic: false))
    await waitUntilSettled(started)
  }

  /// Shows `query`'s items: cancels the loads in flight, clears the items and every edit, and
  /// loads the first page of `query`. Late pages of the old query are dropped; it is never
  /// written back.
  public func load(_ query: Query) {
    retrySchedule.cancel()
    staleSince = nil
    perform(machine.at(elapsed()) { $0.setQuery(query, policy: refreshPolicy) }, cause: .query)
  }

  /// Cancels every load in flight, and any scheduled retry; the items stay.
  public func cancel() {
    retrySchedule.cancel()
    perform(machine.at(elapsed()) { $0.cancel() }, cause: .cancel)
  }

  /// Shows `position` (a scrollbar drag, "jump to item"): loads around it when ``canJump``,
  /// otherwise walks there page by page as rows appear.
  public func jump(to position: Int) {
    perform(machine.at(elapsed()) { $0.jump(to: position) }, cause: .jump)
  }

  /// Where the user is, to save: see ``PagerRestoration``.
  public func restoration() -> PagerRestoration<Query, Cursor, Item.ID> {
    machine.restoration()
  }

  /// Comes back to a saved place: the anchor's page loads first, then both ways as rows appear;
  /// ``anchor`` says where the anchor row is, so the screen scrolls it back.
  ///
  /// With a ``PageCache``, the cached pages show at once when they hold the anchor's page
  /// (the page loaded with ``PagerRestoration/cursor``), in their place among the
  /// placeholders and with ``anchor`` set, while that page loads. Offline its load fails: the
  /// cached rows stay, ``loadStates`` says the refresh failed and ``staleSince`` how old they
  /// are; ``retry()`` loads the anchor's page again. Online, the anchor's page replaces them and
  /// the anchor stays where the server has it now (as a ``RefreshPolicy/keepPosition`` refresh).
  ///
  /// ```swift
  /// pager.restore(saved)          // the cached rows around the anchor at once, offline too
  /// await pager.waitUntilIdle()   // the anchor's page arrived, or failed
  /// ```
  public func restore(_ restoration: PagerRestoration<Query, Cursor, Item.ID>) {
    retrySchedule.cancel()
    perform(machine.at(elapsed()) { $0.restore(restoration) }, cause: .restore)
  }

  /// Waits until nothing loads: no load in flight in any direction, no page loading ahead, no
  /// cache read for the first load. The loads that the loads it waits for start are waited for
  /// too (the next page of a short list, the next page of a revalidation, the neighbours of a
  /// kept anchor, the load a cache read starts), so it returns once the pager is quiet.
  ///
  /// ```swift
  /// pager.itemDidAppear(at: 28)    // starts loading page 2
  /// await pager.waitUntilIdle()    // page 2 applied, or failed, and any page it started too
  /// ```
  ///
  /// - It never waits on the clock: a failed load whose automatic retry (the `retry:` policy) is
  ///   scheduled is not loading. The wait returns with the failure in ``loadStates``; when the
  ///   retry fires, the pager loads again (wait again to follow it).
  /// - It is bounded by the loads, never by time: every chain of loads ends (at the end of the
  ///   data, at the rows the row on screen calls for, at the last page of a revalidation), so
  ///   only a loader that never returns keeps it waiting.
  /// - Cancelling the waiting task ends the wait at once (it does not throw: check
  ///   `Task.isCancelled`); the loads go on. A task cancelled before it calls this returns at once.
  public func waitUntilIdle() async {
    await wait { !$0.isLoading }
  }
}
