public import Foundation
public import RefreshKit

/// The content of a list scene: a RefreshKit `Pager` of repositories for one
/// ``GitHubTarget`` (a search or an owner's repositories), plus the total the server reports.
///
/// A new target (``show(_:)``) cancels the load in flight, empties the list and loads page 1
/// of the new target; late pages of the old one are dropped, and the next page is always
/// requested for the new target. Rows are unique by repository id.
///
/// ```swift
/// let list = RepositoryListModel(target: .search(query: "swift", page: 1), lists: services.lists)
/// list.start()
/// list.show(.search(query: "kit", page: 1))
/// ```
@MainActor
public final class RepositoryListModel {
  /// The pager of the rows; its query is the list's first-page target.
  public let pager: Pager<GitHubTarget, RepositoryListCursor, Repository>
  /// The pager's last events and loads in flight, for the inspector.
  public let events: ListEventLog<GitHubTarget, RepositoryListCursor>
  let totals: QueryTotals<GitHubTarget>

  /// Retries of a list with a cache: a failed load is tried again every few seconds, so a
  /// list showing cached rows offline recovers by itself when the server comes back.
  public static let offlineRetry = AutomaticRetry.exponential(
    maxAttempts: 100_000, initialDelay: .seconds(1), maxDelay: .seconds(3))

  /// Creates the list of `target`, loading through `lists`; nothing loads before ``start()``.
  /// With a `cache`, the list shows its cached rows of a target at once (those of the cache's
  /// source only), keeps the pages it loads there, and retries failures by itself
  /// (``offlineRetry``) unless `retriesOffline` is `false` (the script mode, which retries
  /// with a bounded policy of its own). The next page loads ahead of the rows shown by the
  /// library's default, adaptive prefetch (the distance follows the measured scroll speed and
  /// page latency); a `prefetchDistance` fixes the distance instead (a test that counts the
  /// rows known after a walk). `maxItems` only changes the pager's configuration
  /// (``configuration(perPage:prefetchDistance:maxItems:)``): it holds at most that many
  /// rows, and the rows not held are placeholders; a bound the configuration refuses is
  /// refused by `github-search`'s option validation and holds every row here. With
  /// `conditionalLists`, pages load through it and are revalidated: a refresh sends each held
  /// or cached page's validator and keeps a page the server says is unchanged, and cached
  /// pages that are all still fresh are not requested by ``start()``. A total the server did
  /// not send again (a 304) is not known. With `entities`, the rows show the shared copy of
  /// each repository (a star or a fresher copy from any screen shows here too), and every
  /// page marks the repositories the user starred.
  public init(
    target: GitHubTarget, lists: RepositoryListService,
    prefetchDistance: Int? = nil, cache: ListPageCache? = nil, retriesOffline: Bool = true,
    maxItems: Int? = nil, perPage: Int = GitHubTarget.perPage,
    conditionalLists: RepositoryListService? = nil, entities: RepositoryEntities? = nil
  ) {
    let totals = QueryTotals<GitHubTarget>()
    self.totals = totals
    let configuration =
      (try? Self.configuration(
        perPage: perPage, prefetchDistance: prefetchDistance, maxItems: maxItems))
      ?? (try? Self.configuration(perPage: perPage, prefetchDistance: prefetchDistance))
      ?? PagerConfiguration()
    let paging = RepositoryListPaging(
      perPage: perPage, countsRows: configuration.maxItems != nil)
    let unmarked = (conditionalLists ?? lists).loadPage(totals: totals, paging: paging)
    let starred = entities?.starred
    let load: Pager<GitHubTarget, RepositoryListCursor, Repository>.LoadPage = { request in
      var page = try await unmarked(request)
      if let starred { page.items = page.items.map(starred.mark) }
      return page
    }
    if let cache {
      pager = Pager(
        query: target.atPage(1), configuration: configuration, pageAt: paging.pageAt,
        cache: cache.store, cacheKey: { cache.key(for: $0) },
        retry: retriesOffline ? Self.offlineRetry : .off, loadPage: load)
    } else {
      pager = Pager(
        query: target.atPage(1), configuration: configuration, pageAt: paging.pageAt,
        loadPage: load)
    }
    if let entities { pager.shareEntities(with: entities.store) }
    events = ListEventLog(pager, limit: BrowserServices.inspectedEvents)
  }

  /// The configuration of a list's pager: pages of `perPage`, holding at most `maxItems` rows
  /// (`nil` holds every row loaded), prefetched adaptively (the library's default,
  /// `PagerConfiguration(pageSize:maxItems:)`), or `prefetchDistance` rows ahead when given.
  ///
  /// ```swift
  /// try RepositoryListModel.configuration(perPage: 30).prefetch   // .adaptive
  /// try RepositoryListModel.configuration(perPage: 30, maxItems: 100)   // throws: least 120
  /// ```
  ///
  /// - Throws: `PagerConfigurationError` when `maxItems` is below the pages around the row on
  ///   screen (four pages with adaptive prefetch; `github-search --max-items` reports it).
  nonisolated public static func configuration(
    perPage: Int, prefetchDistance: Int? = nil, maxItems: Int? = nil
  ) throws(PagerConfigurationError) -> PagerConfiguration {
    guard let prefetchDistance else {
      return try PagerConfiguration(pageSize: perPage, maxItems: maxItems)
    }
    return try PagerConfiguration(
      pageSize: perPage, prefetchDistance: prefetchDistance, maxItems: maxItems)
  }

  /// The target shown.
  public var target: GitHubTarget { pager.query }

  /// The repositories held.
  public var repositories: [Repository] { pager.items.array }

  /// Says how old the rows are while they come from the cache: "offline · cached 5 min ago"
  /// once the refresh failed, "cached 5 min ago · refreshing…" while it runs; `nil` otherwise.
  public func cacheNotice(now: Date = Date()) -> String? {
    guard let storedAt = pager.staleSince else { return nil }
    let minutes = max(0, Int(now.timeIntervalSince(storedAt) / 60))
    let age = minutes == 0 ? "cached just now" : "cached \(minutes) min ago"
    if pager.loadStates.refresh.failure != nil { return "offline · \(age)" }
    return "\(age) · refreshing…"
  }

  /// The number of matches of the shown target, once its rows show and the server says.
  public var totalCount: Int? {
    repositories.isEmpty ? nil : totals[target]
  }

  /// Loads the first page now, unless it is loaded or loading.
  public func start() {
    guard !pager.hasLoaded, !pager.loadStates.refresh.isLoading else { return }
    show(pager.query)
  }

  /// Shows `target`'s repositories: cancels the load in flight, empties the list and loads
  /// page 1 of `target`. The target already shown is refreshed instead, keeping its rows on
  /// screen (and the user's scrolling) until page 1 arrives.
  public func show(_ target: GitHubTarget) {
    let first = target.atPage(1)
    if first == pager.query, pager.hasLoaded {
      let pager = pager
      Task { await pager.refresh() }
      return
    }
    totals.keep(only: first)
    pager.query = first
  }

  /// Retries what failed (the same page again), or refreshes: the pager's `retry()`.
  public func retry() {
    let pager = pager
    Task { await pager.retry() }
  }
}
