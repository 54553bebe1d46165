import Foundation

extension Pager {
  /// Creates a forward-only pager for `query` that loads each page with `load`; nothing loads
  /// until ``refresh()``, ``loadIfNeeded()`` or a new ``query``.
  ///
  /// - Parameters:
  ///   - prefetchDistance: How many rows before the end ``itemDidAppear(at:)`` loads the next page.
  ///   - retry: Automatic retries of failed loads; off by default.
  ///   - clock: The clock retries wait on (a test clock in tests).
  ///   - load: Loads the page at the cursor (`nil` for the first) of a query; runs off the
  ///     main actor and should honour task cancellation.
  ///
  /// ```swift
  /// let pager = Pager(query: "swift", prefetchDistance: 10) { query, page in
  ///   try await api.searchRepositories(query, page: page ?? 1)
  /// }
  /// ```
  public convenience init(
    query: Query, prefetchDistance: Int = 0, retry: AutomaticRetry = .off,
    clock: any Clock<Duration> = ContinuousClock(), texts: RefreshTexts = RefreshTexts(),
    load: @escaping Load
  ) {
    self.init(
      query: query,
      configuration: PagerConfiguration(uncheckedPageSize: 20, prefetchDistance: prefetchDistance),
      revalidates: false, retry: retry, clock: clock, now: { Date() }, texts: texts,
      loadPage: { request in try await load(request.query, request.cursor) })
  }

  /// Creates a forward-only pager whose loader sees the whole ``PageRequest``: the pager
  /// fills its ``PageRequest/validator`` with the validator of the copy of that page it holds,
  /// and keeps that copy, publishing nothing, when the loader answers
  /// ``Page/unchanged(validator:freshUntil:)`` (see "Revalidation" on ``Pager``).
  ///
  /// ```swift
  /// let pager = Pager(query: "swift") { request in
  ///   try await api.search(request.query, page: request.cursor ?? 1, ifNoneMatch: request.validator)
  /// }
  /// await pager.refresh()   // page 1; a pull later sends its ETag, and a 304 changes nothing
  /// ```
  public convenience init(
    query: Query, prefetchDistance: Int = 0, retry: AutomaticRetry = .off,
    clock: any Clock<Duration> = ContinuousClock(), texts: RefreshTexts = RefreshTexts(),
    loadPage: @escaping LoadPage
  ) {
    self.init(
      query: query,
      configuration: PagerConfiguration(uncheckedPageSize: 20, prefetchDistance: prefetchDistance),
      revalidates: true, retry: retry, clock: clock, now: { Date() }, texts: texts,
      loadPage: loadPage)
  }

  /// Creates a pager with every option: a ``PagerConfiguration`` (a `maxItems` window, a
  /// pipeline, a refresh policy), an initial key to start in the middle of the data and load
  /// both ways, and the page of a position for jumps.
  ///
  /// ```swift
  /// let configuration = try PagerConfiguration(pageSize: 50, prefetchDistance: 20, maxItems: 500)
  /// let pager = Pager(
  ///   query: "room-42", configuration: configuration, initialKey: 100,  // around message 5,000
  ///   pageAt: { PagePosition(cursor: $0 / 50 + 1, itemsBefore: $0 / 50 * 50) }
  /// ) { request in
  ///   try await api.messages(request.query, page: request.cursor ?? 1)  // → Page
  /// }
  /// await pager.refresh()
  /// pager.itemDidAppear(at: 3)     // near the top: the page before loads
  /// ```
  ///
  /// - Parameters:
  ///   - initialKey: The cursor of the first page to load (Paging 3's `initialKey`): start in
  ///     the middle and load both ways. `nil` loads from the start of the data.
  ///   - refreshPolicy: What ``refresh()`` does with the user's place; the configuration's
  ///     when `nil`.
  ///   - pageAt: The page holding a position, when cursors can be computed from positions
  ///     (page numbers, offsets); with it far positions jump, without it they walk.
  ///   - cursorAfter: The cursor of the page after a page, when it can be computed ahead;
  ///     with it and a ``PagerConfiguration/pipelineDepth`` above 1, appends are pipelined.
  ///   - retry: Automatic retries of failed loads, in every direction; off by default.
  ///   - clock: The clock retries wait on (a test clock in tests).
  ///   - load: Loads one page; runs off the main actor and should honour task cancellation.
  public convenience init(
    query: Query, configuration: PagerConfiguration, initialKey: Cursor? = nil,
    refreshPolicy: RefreshPolicy? = nil,
    pageAt: (@Sendable (Int) -> PagePosition<Cursor>)? = nil,
    cursorAfter: (@Sendable (Cursor) -> Cursor)? = nil, retry: AutomaticRetry = .off,
    clock: any Clock<Duration> = ContinuousClock(), texts: RefreshTexts = RefreshTexts(),
    load: @escaping LoadPage
  ) {
    var configuration = configuration
    if let refreshPolicy { configuration.refreshPolicy = refreshPolicy }
    self.init(
      query: query, configuration: configuration, initialKey: initialKey, pageAt: pageAt,
      cursorAfter: cursorAfter, revalidates: true, retry: retry, clock: clock, now: { Date() },
      texts: texts, loadPage: load)
  }
}
