/// What actually shows scenes: a window and its navigation controllers in UIKit, a
/// recording fake in tests. A ``SceneCoordinator`` validates each move against its
/// ``NavigationModel`` first, so a host is only asked for moves that make sense.
///
/// A host may refuse a move by throwing (say, a scene it cannot build); the coordinator
/// then leaves its model unchanged.
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
  /// Replaces everything on screen with `scene`.
  func setRoot(_ scene: any SceneType, animated: Bool) throws(NavigationError)
  /// Pushes `scene` onto the topmost navigation context.
  func push(_ scene: any SceneType, animated: Bool) throws(NavigationError)
  /// Pops the topmost navigation context's last scene.
  func pop(animated: Bool) throws(NavigationError)
  /// Presents `scene` modally over everything.
  func present(_ scene: any SceneType, animated: Bool) throws(NavigationError)
  /// Dismisses the topmost modal.
  func dismiss(animated: Bool) throws(NavigationError)
}
