public import RefreshKit
public import StateMachine

/// Holds the repositories the engine loaded.
@MainActor
public final class SearchResults: DataSourceType {
  /// The loaded list.
  public var model: RepositoryPage?
  /// Unused: the query travels in the target.
  public var targetInfo: (any Sendable)?

  /// Creates an empty data source.
  public init() {}
}

/// The engine's operator for the search list; it remembers which query the shown list
/// belongs to.
@MainActor
public final class SearchOperator: RefreshOperator<SearchResults, SearchNetworkManager> {
  /// The query of the last refresh that was applied: the list on screen answers it.
  public private(set) var shownQuery: String?

  /// Notes the query of an applied refresh.
  public override func loadDidSettle(
    _ load: LoadRequest<SearchTarget>, disposition: LoadDisposition
  ) {
    let applied = disposition == .applied || disposition == .appliedEndingPaging
    if applied && load.direction == .pullToRefresh { shownQuery = load.target.query }
  }
}

/// The search result list: RefreshKit's machine, prefetching and presentation for one
/// query at a time.
///
/// ```swift
/// let list = SearchList(manager: .search(configuration: .gitHub()), perPage: 30)
/// list.search("language:swift")
/// list.controller.visibleRangeDidChange(lastVisibleIndex: 25)
/// ```
///
/// Isolation: main actor.
@MainActor
public final class SearchList {
  /// The engine's operator.
  public let searchOperator: SearchOperator
  /// Prefetching, retry and what the header and footer show.
  public let controller: RefreshController<SearchOperator>
  /// The query asked for last.
  public private(set) var query: String?
  /// The loaded results (the operator holds its data source weakly).
  private let results = SearchResults()

  /// Creates a list loading through `manager`.
  public init(manager: SearchNetworkManager, perPage: Int = 30, prefetchDistance: Int = 10) {
    searchOperator = SearchOperator(
      dataSource: results, networkManager: manager,
      target: SearchTarget(query: "", perPage: perPage))
    controller = RefreshController(operator: searchOperator, prefetchDistance: prefetchDistance,
      texts: RefreshTexts(noMoreData: "No more results", empty: "No repositories match"))
  }

  /// The machine running the loads.
  public var machine: StateMachine<SearchOperator> { controller.machine }

  /// The repositories to show: those of the current query, none while another query's
  /// list is still on screen.
  public var repositories: [Repository] {
    guard let query, query == searchOperator.shownQuery else { return [] }
    return results.model?.items ?? []
  }

  /// How many repositories match the shown query, when the server says.
  public var totalCount: Int? {
    repositories.isEmpty ? nil : results.model?.totalCount
  }

  /// Shows `query`'s results: cancels the load in flight (a stale request) and refreshes.
  public func search(_ query: String?) {
    self.query = query
    machine.cancelTransition()
    guard let query else { return }
    searchOperator.target.query = query
    controller.refresh()
  }
}

extension SearchList {
  /// What the header, footer and placeholder show for the current query.
  public var presentation: RefreshPresentation {
    RefreshPresentation(
      state: machine.currentState, itemCount: repositories.count,
      lastFailure: searchOperator.lastFailure,
      canLoadMore: !repositories.isEmpty && searchOperator.canLoadMore,
      texts: controller.texts)
  }
}
