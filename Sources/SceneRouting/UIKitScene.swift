#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  public import UIKit

  /// A scene UIKit can show: the seed's `SceneType.viewController`.
  ///
  /// Return the scene's view controller; ``UIKitSceneHost`` wraps a root or a modal in a
  /// `UINavigationController` when the scene provides navigation (unless it already is one).
  ///
  /// ```swift
  /// extension Scene: UIKitScene {
  ///   func makeViewController() -> UIViewController {
  ///     switch self {
  ///     case .repositories(let viewModel): RepositoriesViewController(viewModel: viewModel)
  ///     case .repository(let viewModel): RepositoryViewController(viewModel: viewModel)
  ///     }
  ///   }
  /// }
  /// ```
  public protocol UIKitScene: SceneType {
    /// Builds the view controller that shows this scene.
    @MainActor func makeViewController() -> UIViewController
  }
#endif
