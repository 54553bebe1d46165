/// How a scene is shown: the seed's `SceneTransitionType`.
///
/// ```swift
/// try coordinator.transition(to: Scene.repositories(viewModel), type: .root)
/// try coordinator.transition(to: Scene.repository(detail), type: .push)
/// try coordinator.transition(to: Scene.login(login), type: .modal)
/// ```
public enum SceneTransitionType: Hashable, Sendable, CaseIterable {
  /// Replaces everything on screen with the scene (the window's root).
  case root
  /// Pushes the scene onto the navigation stack of the topmost context.
  case push
  /// Presents the scene modally over everything on screen.
  case modal

  /// The seed's misspelling of ``modal``.
  ///
  /// ```swift
  /// try coordinator.transition(to: scene, type: .modal)  // not .model
  /// ```
  @available(*, deprecated, renamed: "modal")
  public static var model: SceneTransitionType { .modal }
}
