import Foundation

extension Pager {
  /// Creates a pager for `query` that loads each page with `load`; nothing loads until
  /// ``refresh()``, ``loadIfNeeded()`` or a new ``query``.
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
      query: query, prefetchDistance: prefetchDistance, retry: retry, clock: clock, texts: texts,
      loader: PageLoader { request in try await load(request.target.query, request.target.cursor) })
  }

  /// Creates a pager that loads through a seed-style network manager whose target is a
  /// ``PageRequest``; it sees every load's generation, direction, cursor and attempt.
  ///
  /// ```swift
  /// let pager = Pager(query: "swift", networkManager: SearchClient())
  /// ```
  public convenience init<Manager: NetworkManagerType>(
    query: Query, networkManager: Manager, prefetchDistance: Int = 0,
    retry: AutomaticRetry = .off, clock: any Clock<Duration> = ContinuousClock(),
    texts: RefreshTexts = RefreshTexts()
  ) where Manager.Target == PageRequest<Query, Cursor>, Manager.Model == Page<Item, Cursor> {
    self.init(
      query: query, prefetchDistance: prefetchDistance, retry: retry, clock: clock, texts: texts,
      loader: PageLoader { request in try await networkManager.request(request) })
  }

  /// Creates a pager whose loader sees the whole ``PageRequest``: the pager fills its
  /// ``PageRequest/validator`` with the validator of the copy of that page it holds, and keeps
  /// that copy, publishing nothing, when the loader answers
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
      query: query, prefetchDistance: prefetchDistance, retry: retry, clock: clock, texts: texts,
      now: { Date() }, loadPage: loadPage)
  }

  /// A revalidating pager whose pages are fresh until `now()` passes their ``Page/freshUntil``.
  convenience init(
    query: Query, prefetchDistance: Int, retry: AutomaticRetry, clock: any Clock<Duration>,
    texts: RefreshTexts, now: @escaping @Sendable () -> Date, loadPage: @escaping LoadPage
  ) {
    let held = HeldPages<Item, Cursor>(now: now)
    let loader = PageLoader<Query, Cursor, Item> { load in
      let prepared = await held.prepare(load)
      if let answer = prepared.answer { return answer }
      let page = try await loadPage(prepared.request)
      guard page.isUnchanged else { return page }
      guard let copy = prepared.held, prepared.request.validator != nil else {
        throw UnchangedPageWithoutValidator()
      }
      return copy.unchanged(validator: page.validator, freshUntil: page.freshUntil)
    }
    self.init(
      query: query, prefetchDistance: prefetchDistance, retry: retry, clock: clock, texts: texts,
      loader: loader, held: held)
  }
}
