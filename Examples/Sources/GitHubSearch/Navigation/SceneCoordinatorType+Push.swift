import Decomposer

extension SceneCoordinatorType {
  /// Pushes `scene`; returns the refusal as a status-line sentence, or `nil`: what every view
  /// model that opens the next scene does.
  ///
  /// ```swift
  /// return sceneCoordinator.push(.issues(issues))   // nil, or "Busy: try again"
  /// ```
  func push(_ scene: BrowserScene) -> String? {
    do {
      try transition(to: scene, type: .push)
      return nil
    } catch {
      return error.statusMessage
    }
  }
}
