import Decomposer

/// A host that records what it was asked to show, and can refuse, re-enter or stay busy on
/// demand.
@MainActor
final class RecordingHost: SceneHost {
  enum Call: Hashable {
    case setRoot(String, animated: Bool)
    case push(String, animated: Bool)
    case pop(animated: Bool)
    case present(String, animated: Bool)
    case dismiss(animated: Bool)
    case dismissModals(count: Int)
  }

  private(set) var calls: [Call] = []
  /// Thrown by the next call, then cleared.
  var refuseNext: NavigationError?
  /// Thrown by the next `setRoot`, then cleared.
  var refuseNextRoot: NavigationError?
  /// Run inside the next call, then cleared (to re-enter the coordinator).
  var duringNextCall: (@MainActor () -> Void)?
  /// Whether the host says it is animating; tests clear it and call
  /// `hostDidFinishTransition()`, as a UIKit host does when an animation ends.
  var isTransitioning = false
  /// Whether each performed move leaves the host animating until told otherwise.
  var animatesEachMove = false
  /// The scenes the host can show; every scene by default.
  var shows: @MainActor (any SceneType) -> Bool = { _ in true }
  /// The coordinator that attached itself, kept weakly as a UIKit host does.
  private(set) weak var coordinator: SceneCoordinator?

  func attach(to coordinator: SceneCoordinator) {
    self.coordinator = coordinator
  }

  func canShow(_ scene: any SceneType) -> Bool {
    shows(scene)
  }

  func setRoot(_ scene: any SceneType, animated: Bool) throws(NavigationError) {
    if let error = refuseNextRoot {
      refuseNextRoot = nil
      throw error
    }
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

  func dismissModals(count: Int) throws(NavigationError) {
    try record(.dismissModals(count: count))
  }

  /// Ends the animation and tells the coordinator, as a UIKit host does in a transition's
  /// completion.
  func finishTransition() {
    isTransitioning = false
    coordinator?.hostDidFinishTransition()
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
    if animatesEachMove { isTransitioning = true }
  }
}
