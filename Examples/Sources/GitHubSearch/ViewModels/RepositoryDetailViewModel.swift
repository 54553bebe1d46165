import Decomposer
import RefreshKit

/// The detail scene's view model, opened with `targetInfo`
/// ``BrowserTargetInfo/repository(owner:name:)``.
///
/// ```swift
/// let detail = RepositoryDetailViewModel(
///   sceneCoordinator: coordinator, services: services,
///   targetInfo: BrowserTargetInfo.repository(owner: "apple", name: "swift"))
/// ```
@MainActor
public final class RepositoryDetailViewModel: ViewModel<RepositoryDetail> {
  /// The services the scene loads with.
  public let services: BrowserServices

  /// Creates the view model of one repository's detail.
  public init(
    sceneCoordinator: any SceneCoordinatorType, services: BrowserServices,
    targetInfo: (any Sendable)?
  ) {
    self.services = services
    super.init(sceneCoordinator: sceneCoordinator, targetInfo: targetInfo)
  }

  /// Pushes the repository's issues (`i`); returns an error message, if any.
  public func openIssues() -> String? {
    guard let repository = targetInfo as? BrowserTargetInfo, case .repository = repository else {
      return "No repository to list issues of"
    }
    let issues = IssueListViewModel(
      sceneCoordinator: sceneCoordinator, services: services, repository: repository)
    return sceneCoordinator.push(.issues(issues))
  }
}
