public import Foundation

extension Pager {
  /// Creates a pager that shows `cache`'s pages of a query at once, then revalidates them
  /// from `load` (stale-while-revalidate), and writes every page it loads back to `cache`.
  ///
  /// - While the cached pages show, ``staleSince`` says when they were stored; it is `nil`
  ///   once the first page from the network arrived (which replaces them, and the cached
  ///   pages of the key, at once).
  /// - When the network fails (offline), the cached items stay, ``loadStates`` says the
  ///   refresh failed, and ``retry()`` or ``refresh()`` tries again.
  /// - Cache failures never lose items: they are reported in ``cacheError``.
  ///
  /// ```swift
  /// let pager = Pager(query: "swift", cache: cache, cacheKey: { "search:\($0)" }) { q, page in
  ///   try await api.search(q, page: page ?? 1)
  /// }
  /// await pager.refresh()   // cached rows first, then page 1 from the network
  /// ```
  ///
  /// - Parameters:
  ///   - cacheKey: The key of a query's pages in `cache`.
  ///   - now: The time pages are stamped with (a fixed clock in tests).
  public convenience init(
    query: Query, cache: any PageCache<Item, Cursor>,
    cacheKey: @escaping (Query) -> String, prefetchDistance: Int = 0,
    retry: AutomaticRetry = .off, clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = { Date() }, texts: RefreshTexts = RefreshTexts(),
    load: @escaping Load
  ) {
    self.init(
      query: query, prefetchDistance: prefetchDistance, retry: retry, clock: clock, texts: texts,
      load: load)
    attach(cache, key: cacheKey, now: now)
  }

  /// Creates a revalidating pager (see ``init(query:prefetchDistance:retry:clock:texts:loadPage:)``)
  /// that shows `cache`'s pages of a query at once and revalidates them page by page, each
  /// with its validator; when every cached page is still fresh, the automatic first load
  /// sends nothing (see "Revalidation" on ``Pager``).
  ///
  /// ```swift
  /// let pager = Pager(query: "swift", cache: cache, cacheKey: { "search:\($0)" }) { request in
  ///   try await api.search(request.query, page: request.cursor ?? 1, ifNoneMatch: request.validator)
  /// }
  /// await pager.loadIfNeeded()   // cached rows at once; only stale pages are asked about
  /// ```
  ///
  /// - Parameters:
  ///   - cacheKey: The key of a query's pages in `cache`.
  ///   - now: The time pages are stamped with and compared with ``Page/freshUntil``.
  public convenience init(
    query: Query, cache: any PageCache<Item, Cursor>,
    cacheKey: @escaping (Query) -> String, prefetchDistance: Int = 0,
    retry: AutomaticRetry = .off, clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = { Date() }, texts: RefreshTexts = RefreshTexts(),
    loadPage: @escaping LoadPage
  ) {
    self.init(
      query: query, prefetchDistance: prefetchDistance, retry: retry, clock: clock, texts: texts,
      now: now, loadPage: loadPage)
    attach(cache, key: cacheKey, now: now)
  }

  /// Creates a pager on a seed-style network manager that shows and keeps its pages in
  /// `cache`; see ``init(query:cache:cacheKey:prefetchDistance:retry:clock:now:texts:load:)``.
  ///
  /// ```swift
  /// let pager = Pager(
  ///   query: "swift", networkManager: SearchClient(), cache: cache, cacheKey: { "search:\($0)" })
  /// ```
  public convenience init<Manager: NetworkManagerType>(
    query: Query, networkManager: Manager, cache: any PageCache<Item, Cursor>,
    cacheKey: @escaping (Query) -> String, prefetchDistance: Int = 0,
    retry: AutomaticRetry = .off, clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = { Date() }, texts: RefreshTexts = RefreshTexts()
  ) where Manager.Target == PageRequest<Query, Cursor>, Manager.Model == Page<Item, Cursor> {
    self.init(
      query: query, networkManager: networkManager, prefetchDistance: prefetchDistance,
      retry: retry, clock: clock, texts: texts)
    attach(cache, key: cacheKey, now: now)
  }

  private func attach(
    _ cache: any PageCache<Item, Cursor>, key: @escaping (Query) -> String,
    now: @escaping @Sendable () -> Date
  ) {
    let link = PagerCacheLink<Query, Item, Cursor>(cache: cache, key: key, now: now)
    cacheLink = link
    held?.waitForCache = { [weak link] in await link?.waitForRead() }
  }

  /// Waits until the cache read and every cache write started so far finished (for tests,
  /// and to flush pages before the app is suspended).
  public func waitForCache() async {
    await cacheLink?.waitUntilSettled()
  }

  /// Shows the cached pages of the query when nothing of it is loaded yet.
  func readCacheIfEmpty() {
    guard let cacheLink, !hasLoaded, list.items.isEmpty else { return }
    cacheLink.read(currentQuery) { [weak self] result in self?.show(cached: result) }
  }

  /// Writes a page that arrived to the cache.
  func writeToCache(_ page: Page<Item, Cursor>, replace: Bool) {
    if replace { staleSince = nil }
    cacheLink?.write(page, of: currentQuery, replace: replace) { [weak self] error in
      self?.cacheError = error
    }
  }

  /// Forgets what the cache said about the previous query.
  func resetCacheState() {
    cacheLink?.cancelRead()
    staleSince = nil
  }

  private func show(cached result: Result<[CachedPage<Item, Cursor>], PageCacheError>) {
    switch result {
    case .failure(let error):
      cacheError = error
    case .success(let pages):
      guard !hasLoaded, list.items.isEmpty, let oldest = pages.map(\.storedAt).min() else {
        return
      }
      let change = list.replaceAll(with: pages.flatMap(\.items))
      staleSince = oldest
      held?.pages = zip([nil] + pages.map(\.next), pages).map { cursor, page in
        HeldPages.Record(page, cursor: cursor)
      }
      publish(change)
    }
  }
}
