public import Foundation

extension Pager {
  /// Creates a pager that loads through a seed-style ``NetworkManagerType`` whose target is a
  /// ``PageRequest``: the one way a YLRefreshKit network manager feeds a ``Pager``. The
  /// manager's ``NetworkManagerType/request(_:)`` sees every load's real generation,
  /// direction, cursor and attempt (``PageRequest/loadRequest``).
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
      query: query,
      configuration: PagerConfiguration(uncheckedPageSize: 20, prefetchDistance: prefetchDistance),
      revalidates: false, retry: retry, clock: clock, now: { Date() }, texts: texts,
      loadPage: { request in try await networkManager.request(request.loadRequest) })
  }

  /// Creates a pager on a seed-style network manager with every option of
  /// ``init(query:configuration:initialKey:refreshPolicy:pageAt:cursorAfter:retry:clock:texts:load:)``:
  /// a `maxItems` window, an initial key to open in the middle and load both ways, jumps and
  /// a pipeline. The manager's pages carry both keys (``Page/previous`` and ``Page/next``).
  ///
  /// ```swift
  /// let pager = Pager(
  ///   query: "room-42", networkManager: MessagesClient(),
  ///   configuration: try PagerConfiguration(pageSize: 50, maxItems: 500), initialKey: 100)
  /// ```
  public convenience init<Manager: NetworkManagerType>(
    query: Query, networkManager: Manager, configuration: PagerConfiguration,
    initialKey: Cursor? = nil, refreshPolicy: RefreshPolicy? = nil,
    pageAt: (@Sendable (Int) -> PagePosition<Cursor>)? = nil,
    cursorAfter: (@Sendable (Cursor) -> Cursor)? = nil, retry: AutomaticRetry = .off,
    clock: any Clock<Duration> = ContinuousClock(), texts: RefreshTexts = RefreshTexts()
  ) where Manager.Target == PageRequest<Query, Cursor>, Manager.Model == Page<Item, Cursor> {
    self.init(
      query: query, configuration: configuration, initialKey: initialKey,
      refreshPolicy: refreshPolicy, pageAt: pageAt, cursorAfter: cursorAfter, retry: retry,
      clock: clock, texts: texts,
      load: { request in try await networkManager.request(request.loadRequest) })
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
      query: query,
      configuration: PagerConfiguration(uncheckedPageSize: 20, prefetchDistance: prefetchDistance),
      revalidates: false, cache: (cache, cacheKey), retry: retry, clock: clock, now: now,
      texts: texts, loadPage: { request in try await networkManager.request(request.loadRequest) })
  }
}
