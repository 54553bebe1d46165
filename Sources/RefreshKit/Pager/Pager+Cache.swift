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
      query: query,
      configuration: PagerConfiguration(uncheckedPageSize: 20, prefetchDistance: prefetchDistance),
      revalidates: false, cache: (cache, cacheKey), retry: retry, clock: clock, now: now,
      texts: texts, loadPage: { request in try await load(request.query, request.cursor) })
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
      query: query,
      configuration: PagerConfiguration(uncheckedPageSize: 20, prefetchDistance: prefetchDistance),
      revalidates: true, cache: (cache, cacheKey), retry: retry, clock: clock, now: now,
      texts: texts, loadPage: loadPage)
  }

  /// Creates a pager with every option (see
  /// ``init(query:configuration:initialKey:refreshPolicy:pageAt:cursorAfter:retry:clock:texts:load:)``)
  /// that keeps the pages it holds in `cache`: a relaunch shows them at once, offline too,
  /// around the place the user left, and loads on both ways from there.
  ///
  /// ```swift
  /// let pager = Pager(
  ///   query: "room-42", configuration: configuration, initialKey: 100,
  ///   cache: cache, cacheKey: { "room:\($0)" }
  /// ) { request in
  ///   try await api.messages(request.query, page: request.cursor ?? 1)
  /// }
  /// ```
  public convenience init(
    query: Query, configuration: PagerConfiguration, initialKey: Cursor? = nil,
    refreshPolicy: RefreshPolicy? = nil, pageAt: (@Sendable (Int) -> PagePosition<Cursor>)? = nil,
    cursorAfter: (@Sendable (Cursor) -> Cursor)? = nil, cache: any PageCache<Item, Cursor>,
    cacheKey: @escaping (Query) -> String, retry: AutomaticRetry = .off,
    clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = { Date() }, texts: RefreshTexts = RefreshTexts(),
    load: @escaping LoadPage
  ) {
    var configuration = configuration
    if let refreshPolicy { configuration.refreshPolicy = refreshPolicy }
    self.init(
      query: query, configuration: configuration, initialKey: initialKey, pageAt: pageAt,
      cursorAfter: cursorAfter, revalidates: true, cache: (cache, cacheKey), retry: retry,
      clock: clock, now: now, texts: texts, loadPage: load)
  }

  /// Waits until the cache read and every cache write started so far finished (for tests,
  /// and to flush pages before the app is suspended).
  public func waitForCache() async {
    await cacheLink?.waitUntilSettled()
  }

  /// Reads the cached pages of `query` for the first load.
  func readCache(of query: Query) {
    guard let cacheLink else {
      perform(
        machine.at(elapsed()) { [now = now()] in $0.cacheRead([], now: now) },
        cause: .cacheRead(pages: 0, rows: 0, since: nil))
      return
    }
    cacheLink.read(query) { [weak self] result in
      guard let self else { return }
      var pages: [PageWindow<Item, Cursor>.LoadedPage] = []
      switch result {
      case .failure(let error): self.cacheError = error
      case .success(let cached): pages = Self.loaded(cached)
      }
      let since = self.cacheReadStart
      self.cacheReadStart = nil
      self.perform(
        self.machine.at(self.elapsed()) { [now = self.now()] in $0.cacheRead(pages, now: now) },
        cause: .cacheRead(
          pages: pages.count, rows: pages.reduce(0) { $0 + $1.page.items.count }, since: since))
    }
  }

  /// Writes what the machine asks to the cache, in order.
  func writeCache(_ write: Machine.CacheWrite) {
    guard let cacheLink else { return }
    let storedAt = now()
    let onError: @MainActor (PageCacheError) -> Void = { [weak self] in self?.cacheError = $0 }
    let query = machine.query
    switch write {
    case .replaceAll(let pages):
      cacheLink.write(
        all: pages.map { $0.cached(storedAt: storedAt) }, query: query, onError: onError)
    case .append(let pages):
      for page in pages {
        cacheLink.append(page.cached(storedAt: storedAt), of: query, onError: onError)
      }
    case .replacePage(let index, let pages):
      cacheLink.write(
        revalidated: index, of: pages.map { $0.cached(storedAt: storedAt) }, query: query,
        onError: onError)
    case .slide(let slide, let pages):
      cacheLink.slide(
        removingFirst: slide.removingFirst, removingLast: slide.removingLast,
        prepending: slide.prepended.map { $0.cached(storedAt: storedAt) },
        appending: slide.appended.map { $0.cached(storedAt: storedAt) },
        all: pages.map { $0.cached(storedAt: storedAt) }, query: query, onError: onError)
    }
  }

  /// Cached pages as the machine holds them: each keyed with its own key, or the cursor the
  /// page before named (the first page of caches written before keys were kept: `nil`).
  static func loaded(_ cached: [CachedPage<Item, Cursor>]) -> [PageWindow<Item, Cursor>.LoadedPage]
  {
    var previousNext: Cursor?
    return cached.enumerated().map { index, page in
      let key = page.key ?? (index == 0 ? nil : previousNext)
      previousNext = page.next
      return PageWindow.LoadedPage(
        key: key,
        page: Page(
          items: page.items, previous: page.previous, next: page.next,
          itemsBefore: page.itemsBefore, itemsAfter: page.itemsAfter, validator: page.validator,
          freshUntil: page.freshUntil),
        storedAt: page.storedAt)
    }
  }
}

extension PageWindow.LoadedPage {
  /// This page as a cache stores it: stored at `storedAt`, or when it was stored before, while
  /// it was read from the cache and not revalidated since.
  func cached(storedAt: Date) -> CachedPage<Item, Cursor> {
    CachedPage(
      items: page.items, next: page.next, storedAt: self.storedAt ?? storedAt,
      validator: page.validator, freshUntil: page.freshUntil, key: key,
      previous: page.previous, itemsBefore: page.itemsBefore, itemsAfter: page.itemsAfter)
  }
}
