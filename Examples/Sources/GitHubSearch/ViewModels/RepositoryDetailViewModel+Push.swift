import Decomposer

extension RepositoryDetailViewModel {
  /// Pushes the detail of `repository` on `sceneCoordinator`, with `targetInfo`
  /// ``BrowserTargetInfo/repository(owner:name:)``; returns an error message, if any. What
  /// every list whose rows open a repository does.
  static func push(
    _ repository: Repository, on sceneCoordinator: any SceneCoordinatorType,
    services: BrowserServices
  ) -> String? {
    let next = RepositoryDetailViewModel(
      sceneCoordinator: sceneCoordinator, services: services,
      targetInfo: BrowserTargetInfo.repository(owner: repository.owner, name: repository.name))
    return sceneCoordinator.push(.repositoryDetail(next))
  }
}
