import SceneRouting

/// A host that records what it was asked to show, and can refuse or re-enter on demand.
@MainActor
final class RecordingHost: SceneHost {
  enum Call: Hashable {
    case setRoot(String, animated: Bool)
    case push(String, animated: Bool)
    case pop(animated: Bool)
    case present(String, animated: Bool)
    case dismiss(animated: Bool)
  }

  private(set) var calls: [Call] = []
  /// Thrown by the next call, then cleared.
  var refuseNext: NavigationError?
  /// Run inside the next call, then cleared (to re-enter the coordinator).
  var duringNextCall: (@MainActor () -> Void)?

  func setRoot(_ scene: any SceneType, animated: Bool) throws(NavigationError) {
    try record(.setRoot(scene.sceneName, animated: animated))
  }

  func push(_ scene: any SceneType, animated: Bool) throws(NavigationError) {
    try record(.push(scene.sceneName, animated: animated))
  }

  func pop(animated: Bool) throws(NavigationError) {
    try record(.pop(animated: animated))
  }

  func present(_ scene: any SceneType, animated: Bool) throws(NavigationError) {
    try record(.present(scene.sceneName, animated: animated))
  }

  func dismiss(animated: Bool) throws(NavigationError) {
    try record(.dismiss(animated: animated))
  }

  private func record(_ call: Call) throws(NavigationError) {
    if let action = duringNextCall {
      duringNextCall = nil
      action()
    }
    if let error = refuseNext {
      refuseNext = nil
      throw error
    }
    calls.append(call)
  }
}
