import Decomposer

/// The search scene's view model: owns the results list and pushes an owner's repositories.
///
/// `query` is `nil` until the first search: the scene then shows what is searched
/// (``source``) and examples to try.
///
/// ```swift
/// let search = SearchViewModel(sceneCoordinator: coordinator, services: services, query: "swift")
/// search.search("kit")               // the list shows page 1 of "kit"
/// search.openOwner(of: repository)   // pushes .ownerRepositories with targetInfo .owner(login)
/// ```
@MainActor
public final class SearchViewModel: SceneRouterType {
  /// The coordinator that opens the next scenes.
  public let sceneCoordinator: any SceneCoordinatorType
  /// The services, handed to the scenes this one opens.
  public let services: BrowserServices
  /// The results.
  public let list: RepositoryListModel
  /// The query searched, or `nil` before the first search.
  public private(set) var query: String?
  /// What is searched (the data set and its size, or the API's URL), for the start screen.
  public let source: String
  /// Returns when the search field has rested long enough to search what it holds.
  public let debounce: @Sendable () async -> Void

  /// Creates the view model of a search for `query` (none yet with `nil`); nothing loads
  /// before the list starts.
  ///
  /// - Parameter debounce: Returns when typing has paused long enough; 300 ms by default.
  public init(
    sceneCoordinator: any SceneCoordinatorType, services: BrowserServices, query: String?,
    source: String = "GitHub",
    debounce: @escaping @Sendable () async -> Void = { try? await Task.sleep(for: .seconds(0.3)) }
  ) {
    self.sceneCoordinator = sceneCoordinator
    self.services = services
    self.query = query
    self.source = source
    self.debounce = debounce
    list = RepositoryListModel(
      target: .search(query: query ?? "", page: 1), lists: services.lists,
      cache: services.pageCache,
      maxItems: services.maxItems, perPage: services.perPage,
      conditionalLists: services.conditionalLists, entities: services.entities)
    services.instrument(list.pager, name: "search")
  }

  /// Searches `query`: the list drops the old results and loads page 1 of the new query.
  public func search(_ query: String) {
    self.query = query
    list.show(.search(query: query, page: 1))
  }

  /// The title: the query, and the number of matches once known.
  public var title: String {
    guard let query else { return "GitHub Search" }
    guard let total = list.totalCount else { return "Search: \(query)" }
    return "Search: \(query) — \(RepositoryFormatter.grouped(total)) matches"
  }

  /// Pushes the repositories of `repository`'s owner, with `targetInfo`
  /// ``BrowserTargetInfo/owner(_:)``; returns an error message, if any.
  public func openOwner(of repository: Repository) -> String? {
    let next = OwnerRepositoriesViewModel(
      sceneCoordinator: sceneCoordinator, services: services,
      targetInfo: BrowserTargetInfo.owner(repository.owner))
    return sceneCoordinator.push(.ownerRepositories(next))
  }
}
