import RefreshKit
import SceneRouting

/// The owner scene's view model: the owner's repositories, opened with
/// `targetInfo` ``BrowserTargetInfo/owner(_:)``; pushes a repository's detail.
///
/// ```swift
/// let owner = OwnerRepositoriesViewModel(
///   sceneCoordinator: coordinator, services: services, targetInfo: BrowserTargetInfo.owner("apple"))
/// ```
@MainActor
public final class OwnerRepositoriesViewModel: ViewModel<RepositoryList> {
  /// The network managers, handed to the scenes this one opens.
  public let services: BrowserServices

  /// Creates the view model of an owner's repositories.
  public init(
    sceneCoordinator: any SceneCoordinatorType, services: BrowserServices,
    targetInfo: (any Sendable)?
  ) {
    self.services = services
    super.init(sceneCoordinator: sceneCoordinator, targetInfo: targetInfo)
  }

  /// The owner's login, from `targetInfo`.
  public var owner: String? { (targetInfo as? BrowserTargetInfo)?.owner }

  /// "Repositories of OWNER".
  public var title: String { "Repositories of \(owner ?? "?")" }

  /// Pushes the detail of `repository`, with `targetInfo`
  /// ``BrowserTargetInfo/repository(owner:name:)``; returns an error message, if any.
  public func openRepository(_ repository: Repository) -> String? {
    let next = RepositoryDetailViewModel(
      sceneCoordinator: sceneCoordinator, services: services,
      targetInfo: BrowserTargetInfo.repository(owner: repository.owner, name: repository.name))
    do {
      try sceneCoordinator.transition(to: BrowserScene.repositoryDetail(next), type: .push)
      return nil
    } catch {
      return error.statusMessage
    }
  }
}
