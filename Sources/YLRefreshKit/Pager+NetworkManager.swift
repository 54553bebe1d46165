public import Foundation
public import RefreshKit

extension Pager {
  /// Creates a pager that loads through a seed-style ``NetworkManagerType`` whose target is a
  /// ``RefreshKit/PageRequest``: the one way a YLRefreshKit network manager feeds a ``Pager``.
  /// The manager's ``NetworkManagerType/request(_:)`` sees every load's real generation,
  /// direction, cursor and attempt (``RefreshKit/PageRequest/loadRequest``). A network manager
  /// sends no validators (`revalidates: false`): a refresh replaces the list from its first
  /// page, and with a `cache` the first load runs beside the cache read (it waits for the read
  /// when the configuration's refresh policy keeps the cached place).
  ///
  /// ```swift
  /// let pager = Pager(query: "swift", networkManager: SearchClient())
  /// ```
  public convenience init<Manager: NetworkManagerType>(
    query: Query, networkManager: Manager,
    configuration: PagerConfiguration = PagerConfiguration(), initialKey: Cursor? = nil,
    cache: (cache: any PageCache<Item, Cursor>, key: (Query) -> String)? = nil,
    retry: AutomaticRetry = .off, clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = { Date() }, texts: RefreshTexts = RefreshTexts()
  ) where Manager.Target == PageRequest<Query, Cursor>, Manager.Model == Page<Item, Cursor> {
    let loadPage: LoadPage = { request in try await networkManager.request(request.loadRequest) }
    if let cache {
      self.init(
        query: query, configuration: configuration, initialKey: initialKey, cache: cache.cache,
        cacheKey: cache.key, revalidates: false, retry: retry, clock: clock, now: now, texts: texts,
        loadPage: loadPage)
    } else {
      self.init(
        query: query, configuration: configuration, initialKey: initialKey, revalidates: false,
        retry: retry, clock: clock, now: now, texts: texts, loadPage: loadPage)
    }
  }
}
