import Decomposer

/// The Starred scene's view model (`S`): the authenticated user's starred repositories
/// (`GET /user/starred`, the latest first); pushes a repository's detail.
///
/// ```swift
/// let starred = StarredRepositoriesViewModel(sceneCoordinator: coordinator, services: services)
/// try coordinator.transition(to: BrowserScene.starred(starred), type: .push)
/// ```
@MainActor
public final class StarredRepositoriesViewModel: SceneRouterType {
  /// The coordinator that opens the next scenes.
  public let sceneCoordinator: any SceneCoordinatorType
  /// The services, handed to the scenes this one opens.
  public let services: BrowserServices
  /// The user's starred repositories.
  public let list: RepositoryListModel

  /// Creates the view model; nothing loads before the list starts. The list keeps no page
  /// cache: it is the user's, and changes with every star.
  public init(sceneCoordinator: any SceneCoordinatorType, services: BrowserServices) {
    self.sceneCoordinator = sceneCoordinator
    self.services = services
    list = RepositoryListModel(
      target: .starred(page: 1), lists: services.lists, maxItems: services.maxItems,
      perPage: services.perPage, conditionalLists: services.conditionalLists,
      entities: services.entities)
    services.instrument(list.pager, name: "starred")
  }

  /// "Starred repositories".
  public var title: String { "Starred repositories" }

  /// Pushes the detail of `repository`; returns an error message, if any.
  public func openRepository(_ repository: Repository) -> String? {
    RepositoryDetailViewModel.push(repository, on: sceneCoordinator, services: services)
  }
}
