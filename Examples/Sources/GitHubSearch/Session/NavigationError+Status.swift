import Decomposer

extension NavigationError {
  /// A sentence for the browser's status line.
  ///
  /// ```swift
  /// NavigationError.nothingToPop.statusMessage   // "Already at the first scene (Ctrl-C quits)"
  /// ```
  public var statusMessage: String {
    switch self {
    case .nothingToPop: "Already at the first scene (Ctrl-C quits)"
    case .nothingToDismiss: "Nothing to close"
    case .noRoot: "No scene to go from"
    case .noNavigationContext(let name): "Cannot open a scene over \(name)"
    case .reentrantTransition: "Busy: try again"
    case .sceneNotDisplayable(let name): "This terminal cannot show \(name)"
    }
  }
}
