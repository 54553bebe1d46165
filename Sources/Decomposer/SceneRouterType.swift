/// An object that can move to other scenes: the seed's `SceneRouterType`, usually a view
/// model that opens the next screen when a row is selected.
///
/// ```swift
/// func didSelect(_ repository: Repository) {
///   let detail = RepositoryViewModel(sceneCoordinator: sceneCoordinator, targetInfo: repository.id)
///   try? sceneCoordinator.transition(to: Scene.repository(detail), type: .push)
/// }
/// ```
@MainActor
public protocol SceneRouterType {
  /// The coordinator that performs this router's transitions.
  var sceneCoordinator: any SceneCoordinatorType { get }
}
