#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  public import UIKit

  /// A scene UIKit can show: the seed's `SceneType.viewController`.
  ///
  /// Return a new view controller for the scene each time; ``UIKitSceneHost`` wraps a root
  /// or a modal in a `UINavigationController` when the scene provides navigation (unless it
  /// already is one). A host is built for one scene type, `UIKitSceneHost<Scene>`; a scene
  /// enum that declares only ``SceneType`` (as the seed's did) passes its `viewController` to
  /// ``UIKitSceneHost/init(window:viewController:)`` instead.
  ///
  /// ```swift
  /// enum Scene: UIKitScene {
  ///   case repositories(RepositoriesViewModel)
  ///   case repository(RepositoryViewModel)
  ///
  ///   var viewController: UIViewController {
  ///     switch self {
  ///     case .repositories(let viewModel): RepositoriesViewController(viewModel: viewModel)
  ///     case .repository(let viewModel): RepositoryViewController(viewModel: viewModel)
  ///     }
  ///   }
  /// }
  /// ```
  public protocol UIKitScene: SceneType {
    /// A new view controller that shows this scene.
    @MainActor var viewController: UIViewController { get }
  }
#endif
