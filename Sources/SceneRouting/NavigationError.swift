/// Why a navigation move was refused. Nothing changes on screen or in the model when a
/// move throws.
///
/// ```swift
/// do {
///   try coordinator.pop()
/// } catch .nothingToPop {
///   // already at the root
/// } catch {
///   log(error)
/// }
/// ```
public enum NavigationError: Error, Hashable, Sendable {
  /// A push, modal, pop or dismiss before any root scene was set.
  case noRoot(attempted: NavigationMove)
  /// A push onto a context whose base scene does not provide navigation
  /// (its ``SceneType/providesNavigation`` is `false`).
  case noNavigationContext(sceneName: String)
  /// A pop with nothing above the root: no pushed scene and no modal.
  case nothingToPop
  /// A dismiss with no modal presented.
  case nothingToDismiss
  /// A move requested while the host was still performing another one (say, from a
  /// view controller's `viewDidLoad` during a push).
  case reentrantTransition(attempted: NavigationMove)
  /// The host cannot show this scene (in UIKit: it is not a `UIKitScene`).
  case sceneNotDisplayable(sceneName: String)
}
