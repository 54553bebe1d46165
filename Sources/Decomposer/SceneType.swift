/// A screen an app can show: the seed's `SceneType`, usually an enum whose cases carry
/// their view models.
///
/// Scenes are values; a ``SceneHost`` turns them into views. `providesNavigation` says
/// whether a scene shown as a root or a modal starts a navigation stack that later
/// scenes can be pushed onto (a `UINavigationController` in UIKit).
///
/// ```swift
/// enum Scene: SceneType {
///   case repositories(RepositoriesViewModel)
///   case repository(RepositoryViewModel)
///   case login(LoginViewModel)
///
///   var providesNavigation: Bool {
///     if case .login = self { return false }
///     return true
///   }
/// }
/// ```
public protocol SceneType: Sendable {
  /// A short name for logs and errors; defaults to a description of the scene.
  var sceneName: String { get }
  /// Whether this scene, shown as a root or a modal, can have scenes pushed onto it.
  /// Defaults to `true`.
  var providesNavigation: Bool { get }
}

extension SceneType {
  /// A description of the scene, such as `repositories(RepositoriesViewModel)`.
  public var sceneName: String { String(describing: self) }
  /// `true`: roots and modals start a navigation stack unless a scene says otherwise.
  public var providesNavigation: Bool { true }
}
