/// What moves between scenes: the seed's `SceneCoordinatorType`.
///
/// ```swift
/// try coordinator.transition(to: Scene.repository(detail), type: .push)
/// try coordinator.pop()
/// ```
@MainActor
public protocol SceneCoordinatorType: AnyObject {
  /// Shows `scene` as a root, a push or a modal.
  func transition(to scene: any SceneType, type: SceneTransitionType, animated: Bool)
    throws(NavigationError)
  /// Goes back one step: pops a pushed scene, or dismisses a modal with nothing pushed.
  func pop(animated: Bool) throws(NavigationError)
}

extension SceneCoordinatorType {
  /// Shows `scene`, animated: the seed's `transition(to:type:)`.
  ///
  /// ```swift
  /// try coordinator.transition(to: Scene.repositories(viewModel), type: .root)
  /// ```
  public func transition(to scene: any SceneType, type: SceneTransitionType) throws(NavigationError)
  {
    try transition(to: scene, type: type, animated: true)
  }

  /// Goes back one step, animated: the seed's `pop()`.
  ///
  /// ```swift
  /// try coordinator.pop()
  /// ```
  public func pop() throws(NavigationError) {
    try pop(animated: true)
  }
}
