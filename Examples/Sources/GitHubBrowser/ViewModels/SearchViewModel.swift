import RefreshKit
import SceneRouting

/// The search scene's view model: holds the results and pushes an owner's repositories.
///
/// ```swift
/// let search = SearchViewModel(sceneCoordinator: coordinator, services: services, query: "swift")
/// search.openOwner(of: repository)   // pushes .ownerRepositories with targetInfo .owner(login)
/// ```
@MainActor
public final class SearchViewModel: ViewModel<RepositoryList> {
  /// The network managers, handed to the scenes this one opens.
  public let services: BrowserServices
  /// The query searched.
  public var query: String

  /// Creates the view model of a search for `query`.
  public init(
    sceneCoordinator: any SceneCoordinatorType, services: BrowserServices, query: String
  ) {
    self.services = services
    self.query = query
    super.init(sceneCoordinator: sceneCoordinator)
  }

  /// The title: the query, and the number of matches once known.
  public var title: String {
    guard let total = model?.totalCount else { return "Search: \(query)" }
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
