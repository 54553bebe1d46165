import Decomposer

/// The terminal's `SceneHost`: a stack of screens, the top one drawn and given the keys.
///
/// A `SceneCoordinator` validates each move and then asks this host to perform it; the
/// host builds each ``BrowserScene``'s screen and starts its first load. A scene of another
/// type is refused with `NavigationError.sceneNotDisplayable`; nothing here traps.
///
/// ```swift
/// let host = TerminalSceneHost()
/// let coordinator = SceneCoordinator(host: host)
/// try coordinator.transition(to: BrowserScene.search(viewModel), type: .root)
/// host.topScreen?.content(visibleRows: 30)
/// ```
@MainActor
public final class TerminalSceneHost: SceneHost {
  /// How a screen was shown.
  public enum Presentation: Hashable, Sendable {
    /// The first screen.
    case root
    /// Pushed over the one below.
    case push
    /// Presented modally over the one below.
    case modal
  }

  /// The screens shown, bottom first, with how each was shown.
  public private(set) var stack: [(screen: any BrowserScreen, presentation: Presentation)] = []

  /// Creates an empty host.
  public init() {}

  /// The screen drawn and given the keys.
  public var topScreen: (any BrowserScreen)? { stack.last?.screen }

  /// How the top screen was shown.
  public var topPresentation: Presentation? { stack.last?.presentation }

  /// Replaces every screen with `scene`'s.
  public func setRoot(_ scene: any SceneType, animated: Bool) throws(NavigationError) {
    let screen = try makeScreen(scene)
    stack = [(screen, .root)]
    screen.start()
  }

  /// Shows `scene`'s screen over the top one.
  public func push(_ scene: any SceneType, animated: Bool) throws(NavigationError) {
    try show(scene, as: .push)
  }

  /// Removes the top screen.
  public func pop(animated: Bool) throws(NavigationError) {
    guard stack.count > 1 else { throw .nothingToPop }
    stack.removeLast()
  }

  /// Shows `scene`'s screen modally over the top one.
  public func present(_ scene: any SceneType, animated: Bool) throws(NavigationError) {
    try show(scene, as: .modal)
  }

  /// Removes the top modal and the screens pushed on it.
  public func dismiss(animated: Bool) throws(NavigationError) {
    guard let modal = stack.lastIndex(where: { $0.presentation == .modal }) else {
      throw .nothingToDismiss
    }
    stack.removeSubrange(modal...)
  }

  private func show(_ scene: any SceneType, as presentation: Presentation) throws(NavigationError) {
    let screen = try makeScreen(scene)
    stack.append((screen, presentation))
    screen.start()
  }

  private func makeScreen(_ scene: any SceneType) throws(NavigationError) -> any BrowserScreen {
    guard let scene = scene as? BrowserScene else {
      throw .sceneNotDisplayable(sceneName: scene.sceneName)
    }
    return scene.makeScreen()
  }
}
