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
  /// view controller's `viewDidLoad` during a push), or a host report
  /// (``SceneCoordinator/hostDidPop()``, ``SceneCoordinator/hostDidDismiss()``) sent from
  /// inside such a call. A move requested while the host is merely animating is queued
  /// instead (see ``SceneHost/isTransitioning``).
  case reentrantTransition(attempted: NavigationMove)
  /// The host cannot show this scene.
  ///
  /// A ``SceneCoordinator`` throws it at once, before queuing or performing anything, when
  /// its host's ``SceneHost/canShow(_:)`` refuses the scene. With `UIKitSceneHost<Scene>`
  /// that happens only for a scene of another type than `Scene` (say, a second scene enum
  /// passed to the same coordinator): a scene type that is not a `UIKitScene` cannot be used
  /// to build the host at all, so the seed's mistake of a plain `SceneType` with a
  /// `viewController` no longer compiles. A custom host may also throw it from its moves.
  case sceneNotDisplayable(sceneName: String)
}
