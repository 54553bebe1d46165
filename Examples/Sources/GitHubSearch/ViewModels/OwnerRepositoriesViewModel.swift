import Decomposer

/// The owner scene's view model: the owner's repositories, opened with
/// `targetInfo` ``BrowserTargetInfo/owner(_:)``; pushes a repository's detail.
///
/// ```swift
/// let owner = OwnerRepositoriesViewModel(
///   sceneCoordinator: coordinator, services: services, targetInfo: BrowserTargetInfo.owner("apple"))
/// ```
@MainActor
public final class OwnerRepositoriesViewModel: SceneRouterType {
  /// The coordinator that opens the next scenes.
  public let sceneCoordinator: any SceneCoordinatorType
  /// The services, handed to the scenes this one opens.
  public let services: BrowserServices
  /// What the scene was opened with: the owner.
  public let targetInfo: (any Sendable)?
  /// The owner's repositories.
  public let list: RepositoryListModel

  /// Creates the view model of an owner's repositories; nothing loads before the list starts.
  public init(
    sceneCoordinator: any SceneCoordinatorType, services: BrowserServices,
    targetInfo: (any Sendable)?
  ) {
    self.sceneCoordinator = sceneCoordinator
    self.services = services
    self.targetInfo = targetInfo
    let owner = (targetInfo as? BrowserTargetInfo)?.owner ?? ""
    list = RepositoryListModel(
      target: .ownerRepositories(owner: owner, page: 1), lists: services.lists,
      cache: services.pageCache,
      maxItems: services.maxItems, perPage: services.perPage,
      conditionalLists: services.conditionalLists, entities: services.entities)
    services.instrument(list.pager, name: "owner \(owner)")
  }

  /// The owner's login, from `targetInfo`.
  public var owner: String? { (targetInfo as? BrowserTargetInfo)?.owner }

  /// "Repositories of OWNER".
  public var title: String { "Repositories of \(owner ?? "?")" }

  /// Pushes the detail of `repository`, with `targetInfo`
  /// ``BrowserTargetInfo/repository(owner:name:)``; returns an error message, if any.
  public func openRepository(_ repository: Repository) -> String? {
    RepositoryDetailViewModel.push(repository, on: sceneCoordinator, services: services)
  }
}
