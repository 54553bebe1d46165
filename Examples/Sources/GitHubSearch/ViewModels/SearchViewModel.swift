import SceneRouting

/// The search scene's view model: owns the results list and pushes an owner's repositories.
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
  /// The network managers, handed to the scenes this one opens.
  public let services: BrowserServices
  /// The results.
  public let list: RepositoryListModel
  /// The query searched.
  public private(set) var query: String

  /// Creates the view model of a search for `query`; nothing loads before the list starts.
  public init(
    sceneCoordinator: any SceneCoordinatorType, services: BrowserServices, query: String
  ) {
    self.sceneCoordinator = sceneCoordinator
    self.services = services
    self.query = query
    list = RepositoryListModel(target: .search(query: query, page: 1), lists: services.lists)
  }

  /// Searches `query`: the list drops the old results and loads page 1 of the new query.
  public func search(_ query: String) {
    self.query = query
    list.show(.search(query: query, page: 1))
  }

  /// The title: the query, and the number of matches once known.
  public var title: String {
    guard let total = list.totalCount else { return "Search: \(query)" }
    return "Search: \(query) — \(RepositoryFormatter.grouped(total)) matches"
  }

  /// Pushes the repositories of `repository`'s owner, with `targetInfo`
  /// ``BrowserTargetInfo/owner(_:)``; returns an error message, if any.
  public func openOwner(of repository: Repository) -> String? {
    let next = OwnerRepositoriesViewModel(
      sceneCoordinator: sceneCoordinator, services: services,
      targetInfo: BrowserTargetInfo.owner(repository.owner))
    do {
      try sceneCoordinator.transition(to: BrowserScene.ownerRepositories(next), type: .push)
      return nil
    } catch {
      return error.statusMessage
    }
  }
}
