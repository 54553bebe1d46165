public import Foundation
public import RefreshKit

/// The search result list: a RefreshKit `Pager` of repositories, one query at a time, plus
/// the number of matches the server reports.
///
/// Setting a new query cancels the load in flight, empties the list and loads page 1 of the
/// new query; pages of the old query that arrive late are dropped, and the next page is
/// always the new query's `Link` URL. Rows are unique by repository id.
///
/// ```swift
/// let list = SearchList(manager: .search(configuration: .gitHub()), perPage: 30)
/// list.search("language:swift")
/// list.pager.itemDidAppear(at: 25)    // near the end: the next page loads
/// ```
///
/// Isolation: main actor.
@MainActor
public final class SearchList {
  /// Loads one page of `target` at `cursor` (`nil` for the first page).
  public typealias Load =
    @Sendable (_ target: SearchTarget, _ cursor: URL?) async throws -> RepositoryPage

  /// The pager: the repositories of the query, by `Link` URL; no query shows no rows.
  public let pager: Pager<String?, URL, Repository>
  private let totals: QueryTotals<String?>

  /// Creates a list loading each page with `load`; nothing loads before ``search(_:)``.
  public init(perPage: Int = 30, prefetchDistance: Int = 10, load: @escaping Load) {
    let totals = QueryTotals<String?>()
    self.totals = totals
    pager = Pager(
      query: nil, prefetchDistance: prefetchDistance,
      texts: RefreshTexts(noMoreData: "No more results", empty: "No repositories match")
    ) { query, cursor in
      guard let query else { return Page(items: []) }
      let page = try await load(SearchTarget(query: query, perPage: perPage), cursor)
      await totals.record(page.totalCount, for: query)
      return Page(items: page.items, next: page.nextPage)
    }
  }

  /// Creates a list loading through `manager`.
  public convenience init(
    manager: SearchNetworkManager, perPage: Int = 30, prefetchDistance: Int = 10
  ) {
    self.init(perPage: perPage, prefetchDistance: prefetchDistance) { target, cursor in
      try await manager.request(target: target, cursor: cursor)
    }
  }

  /// The query shown; `nil` for an empty search line.
  public var query: String? { pager.query }

  /// The repositories of the current query loaded so far, in order.
  public var repositories: [Repository] { pager.items.array }

  /// How many repositories match the shown query, when the server says.
  public var totalCount: Int? {
    pager.items.isEmpty ? nil : totals[pager.query]
  }

  /// The failure to show on the status line, if the last load failed.
  public var failure: RefreshFailure? {
    pager.loadStates.refresh.failure ?? pager.loadStates.append.failure
  }

  /// Shows `query`'s results (none for `nil`): cancels the load in flight, empties the list
  /// and loads page 1 of `query`. Searching the same text again reloads it.
  public func search(_ query: String?) {
    totals.keep(only: query)
    pager.query = query
  }

  /// What the header, footer and placeholder show: nothing at all without a query.
  public var presentation: RefreshPresentation {
    guard query != nil else {
      return RefreshPresentation(header: .idle, footer: .hidden, placeholder: .none)
    }
    return pager.presentation
  }
}
