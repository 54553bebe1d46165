public import Foundation

extension Pager {
  /// Creates a pager for `query` that loads each page with `loadPage`; nothing loads until
  /// ``refresh(_:)``, ``loadIfNeeded()`` or a new ``query``.
  ///
  /// The defaults make a forward-only list of pages of 20 that keeps every item. A
  /// ``PagerConfiguration`` adds a `maxItems` window, adaptive or fixed prefetch, a pipeline
  /// and a refresh policy; an initial key opens the list in the middle of the data and loads
  /// both ways.
  ///
  /// ```swift
  /// let pager = Pager(query: "swift") { request in
  ///   try await api.search(request.query, page: request.cursor ?? 1)  // → Page
  /// }
  /// await pager.refresh()
  /// ```
  ///
  /// - Parameters:
  ///   - configuration: Page size, prefetch, `maxItems`, jumps, pipeline, refresh policy.
  ///   - initialKey: The cursor of the first page to load (Paging 3's `initialKey`): start in
  ///     the middle and load both ways. `nil` loads from the start of the data.
  ///   - pageAt: The page holding a position, when cursors can be computed from positions
  ///     (page numbers, offsets); with it far positions jump, without it they walk.
  ///   - cursorAfter: The cursor of the page after a page, when it can be computed ahead;
  ///     with it and a `pipelineDepth` above 1, appends are pipelined.
  ///   - revalidates: Whether the loader reads ``PageRequest/validator``. `true`, the default:
  ///     a load of a page the pager holds carries its validator, and a refresh revalidates
  ///     the pages held (see "Revalidation" on ``Pager``). `false`: no request carries one,
  ///     and a refresh replaces the list from its first page.
  ///   - retry: Automatic retries of failed loads, in every direction; off by default.
  ///   - clock: The clock retries wait on (a test clock in tests).
  ///   - now: The time pages are compared with ``Page/freshUntil`` at (a fixed clock in tests).
  ///   - loadPage: Loads the page a ``PageRequest`` asks for; runs off the main actor and
  ///     should honour task cancellation. It may send ``PageRequest/validator`` and answer
  ///     ``Page/unchanged(validator:freshUntil:)`` (see "Revalidation" on ``Pager``).
  @inlinable
  public convenience init(
    query: Query, configuration: PagerConfiguration = PagerConfiguration(),
    initialKey: Cursor? = nil, pageAt: (@Sendable (Int) -> PagePosition<Cursor>)? = nil,
    cursorAfter: (@Sendable (Cursor) -> Cursor)? = nil, revalidates: Bool = true,
    retry: AutomaticRetry = .off, clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = { Date() }, texts: RefreshTexts = RefreshTexts(),
    loadPage: @escaping LoadPage
  ) {
    self.init(
      query: query, configuration: configuration, initialKey: initialKey, pageAt: pageAt,
      cursorAfter: cursorAfter, revalidates: revalidates, cache: nil, retry: retry, clock: clock,
      now: now, texts: texts, appender: .specialized, loadPage: loadPage)
  }

  /// Creates a pager (see ``init(query:configuration:initialKey:pageAt:cursorAfter:revalidates:retry:clock:now:texts:loadPage:)``)
  /// that shows `cache`'s pages of its query at once and writes every page it loads back:
  /// a relaunch shows them at once, offline too, around the place the user left.
  ///
  /// - While the cached pages show, ``staleSince`` says when they were stored; it is `nil`
  ///   once the first page from the network arrived.
  /// - When the network fails (offline), the cached items stay, ``loadStates`` says the
  ///   refresh failed, and ``retry()`` or ``refresh(_:)`` tries again.
  /// - Cache failures never lose items: they are reported in ``cacheError``.
  /// - Once the cached pages show, the first load (``loadIfNeeded()``, a new ``query``) follows
  ///   `refreshPolicy`: ``RefreshPolicy/replaceAll``, the default, loads `initialKey` and
  ///   replaces them, as a pull does (it revalidates them in place when they start at
  ///   `initialKey` and have validators); ``RefreshPolicy/keepPosition`` reloads the page of
  ///   the first cached row and keeps that row where it is; ``RefreshPolicy/revalidateLoaded``
  ///   revalidates every cached page where it is. To come back to the very row the user saw,
  ///   save ``restoration()`` and call ``restore(_:)``: the cached pages around it show at once.
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
  ///   - revalidates: Whether the loader reads ``PageRequest/validator``. `true`, the default:
  ///     the first load waits for the cached pages and revalidates them page by page, and
  ///     sends nothing when every one is still fresh. `false`: no request carries a
  ///     validator, and the first load of page one runs beside the cache read and replaces
  ///     the cached pages when it arrives (with a ``RefreshPolicy/keepPosition`` or
  ///     ``RefreshPolicy/revalidateLoaded`` policy it waits for them, to keep their place).
  @inlinable
  public convenience init(
    query: Query, configuration: PagerConfiguration = PagerConfiguration(),
    initialKey: Cursor? = nil, pageAt: (@Sendable (Int) -> PagePosition<Cursor>)? = nil,
    cursorAfter: (@Sendable (Cursor) -> Cursor)? = nil, cache: any PageCache<Item, Cursor>,
    cacheKey: @escaping (Query) -> String, revalidates: Bool = true,
    retry: AutomaticRetry = .off, clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = { Date() }, texts: RefreshTexts = RefreshTexts(),
    loadPage: @escaping LoadPage
  ) {
    self.init(
      query: query, configuration: configuration, initialKey: initialKey, pageAt: pageAt,
      cursorAfter: cursorAfter, revalidates: revalidates, cache: (cache, cacheKey),
      retry: retry, clock: clock, now: now, texts: texts, appender: .specialized,
      loadPage: loadPage)
  }
}
