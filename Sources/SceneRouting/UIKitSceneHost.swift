#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  public import UIKit

  /// Shows ``UIKitScene``s in a window with `UINavigationController`s, using only
  /// documented UIKit API: `rootViewController`, `pushViewController(_:animated:)`,
  /// `popViewController(animated:)`, `present(_:animated:completion:)` and
  /// `dismiss(animated:completion:)`.
  ///
  /// ```swift
  /// let coordinator = SceneCoordinator(host: UIKitSceneHost(window: window))
  /// try coordinator.transition(to: Scene.repositories(viewModel), type: .root)
  /// ```
  @MainActor
  public final class UIKitSceneHost: SceneHost {
    /// The window whose root this host replaces.
    public let window: UIWindow

    /// Creates a host for `window`.
    public init(window: UIWindow) {
      self.window = window
    }

    /// Makes `scene` the window's root and shows the window.
    public func setRoot(_ scene: any SceneType, animated: Bool) throws(NavigationError) {
      let controller = try container(for: scene)
      window.rootViewController = controller
      window.makeKeyAndVisible()
    }

    /// Pushes `scene` onto the topmost navigation controller.
    public func push(_ scene: any SceneType, animated: Bool) throws(NavigationError) {
      guard let navigation = topViewController as? UINavigationController else {
        throw .noNavigationContext(sceneName: scene.sceneName)
      }
      let controller = try viewController(for: scene)
      navigation.pushViewController(controller, animated: animated)
    }

    /// Pops the topmost navigation controller.
    public func pop(animated: Bool) throws(NavigationError) {
      guard let navigation = topViewController as? UINavigationController else {
        throw .nothingToPop
      }
      navigation.popViewController(animated: animated)
    }

    /// Presents `scene` over the topmost view controller.
    public func present(_ scene: any SceneType, animated: Bool) throws(NavigationError) {
      guard let top = topViewController else { throw .noRoot(attempted: .present) }
      let controller = try container(for: scene)
      top.present(controller, animated: animated, completion: nil)
    }

    /// Dismisses the topmost presented view controller.
    public func dismiss(animated: Bool) throws(NavigationError) {
      guard let top = topViewController, let presenter = top.presentingViewController else {
        throw .nothingToDismiss
      }
      presenter.dismiss(animated: animated, completion: nil)
    }

    private var topViewController: UIViewController? {
      var top = window.rootViewController
      while let presented = top?.presentedViewController { top = presented }
      return top
    }

    private func viewController(for scene: any SceneType) throws(NavigationError)
      -> UIViewController
    {
      guard let scene = scene as? any UIKitScene else {
        throw .sceneNotDisplayable(sceneName: scene.sceneName)
      }
      return scene.makeViewController()
    }

    private func container(for scene: any SceneType) throws(NavigationError) -> UIViewController {
      let controller = try viewController(for: scene)
      guard scene.providesNavigation, !(controller is UINavigationController) else {
        return controller
      }
      return UINavigationController(rootViewController: controller)
    }
  }
#endif
