/// What actually shows scenes: a window and its navigation controllers in UIKit, a
/// recording fake in tests. A ``SceneCoordinator`` validates each move against its
/// ``NavigationModel`` first, so a host is only asked for moves that make sense.
///
/// A host may refuse a move by throwing (say, a scene it cannot build); the coordinator
/// then leaves its model unchanged. Four requirements have defaults, so a host needs only the
/// five moves: ``canShow(_:)`` (every scene), ``isTransitioning`` (never busy),
/// ``dismissModals(count:)`` (one ``dismiss(animated:)`` per modal) and ``attach(to:)``
/// (nothing).
///
/// ```swift
/// @MainActor final class LoggingHost: SceneHost {
///   func setRoot(_ scene: any SceneType, animated: Bool) { print("root", scene.sceneName) }
///   func push(_ scene: any SceneType, animated: Bool) { print("push", scene.sceneName) }
///   func pop(animated: Bool) { print("pop") }
///   func present(_ scene: any SceneType, animated: Bool) { print("present", scene.sceneName) }
///   func dismiss(animated: Bool) { print("dismiss") }
/// }
/// ```
@MainActor
public protocol SceneHost: AnyObject {
  /// Replaces everything on screen with `scene`. When modals are presented, the coordinator
  /// first calls ``dismissModals(count:)``.
  func setRoot(_ scene: any SceneType, animated: Bool) throws(NavigationError)
  /// Pushes `scene` onto the topmost navigation context.
  func push(_ scene: any SceneType, animated: Bool) throws(NavigationError)
  /// Pops the topmost navigation context's last scene.
  func pop(animated: Bool) throws(NavigationError)
  /// Presents `scene` modally over everything.
  func present(_ scene: any SceneType, animated: Bool) throws(NavigationError)
  /// Dismisses the topmost modal.
  func dismiss(animated: Bool) throws(NavigationError)
  /// Dismisses the `count` presented modals at once, without animation, just before a new
  /// root replaces everything (in UIKit, replacing the window's root does not dismiss what
  /// the old root presented).
  func dismissModals(count: Int) throws(NavigationError)
  /// Whether the host is still animating a move: the coordinator queues moves requested
  /// meanwhile, and performs them after ``SceneCoordinator/hostDidFinishTransition()``.
  var isTransitioning: Bool { get }
  /// Whether the host can show `scene`. The coordinator refuses other scenes at once with
  /// ``NavigationError/sceneNotDisplayable(sceneName:)``, even when it would queue the move.
  func canShow(_ scene: any SceneType) -> Bool
  /// Called once by ``SceneCoordinator/init(host:)``. A host that reports what the user did
  /// keeps `coordinator` weakly: the coordinator owns its host.
  func attach(to coordinator: SceneCoordinator)
}

extension SceneHost {
  /// One ``dismiss(animated:)`` per modal, without animation.
  public func dismissModals(count: Int) throws(NavigationError) {
    for _ in 0..<max(count, 0) { try dismiss(animated: false) }
  }

  /// `false`: a host that does not report animations is never busy.
  public var isTransitioning: Bool { false }

  /// `true`: a host shows every scene unless it says otherwise.
  public func canShow(_ scene: any SceneType) -> Bool { true }

  /// Does nothing: a host that reports nothing needs no coordinator.
  public func attach(to coordinator: SceneCoordinator) {}
}
