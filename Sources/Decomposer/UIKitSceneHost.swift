#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  public import UIKit

  /// Shows one app's ``UIKitScene``s in a window with `UINavigationController`s, using only
  /// documented UIKit API. Every decision (what is possible, what to queue, what a swipe
  /// changed) is the ``SceneCoordinator``'s; this host performs moves and reports back:
  ///
  /// - Before a new root it dismisses what the old root presented
  ///   (`dismiss(animated:completion:)` on the root), since replacing
  ///   `window.rootViewController` does not.
  /// - It is the delegate of the navigation controllers it creates (and of a scene's own
  ///   navigation controller that has none) and reports each
  ///   `navigationController(_:didShow:animated:)` as
  ///   ``SceneCoordinator/hostDidShow(depth:inContext:)``: a swipe back pops the model.
  /// - It is the `presentationController` delegate of what it presents and reports
  ///   `presentationControllerDidDismiss(_:)` as ``SceneCoordinator/hostDidShow(modalCount:)``:
  ///   a sheet swiped down dismisses the modal in the model, with its pushed scenes.
  /// - It is ``isTransitioning`` while a transition it started or watched runs (or any shown
  ///   controller has a `transitionCoordinator`), and calls
  ///   ``SceneCoordinator/hostDidFinishTransition()`` when one ends, so moves requested
  ///   meanwhile are queued instead of dropped by UIKit.
  ///
  /// The host keeps its coordinator weakly; the coordinator owns the host.
  ///
  /// ```swift
  /// let coordinator = SceneCoordinator(host: UIKitSceneHost<Scene>(window: window))
  /// try coordinator.transition(to: Scene.repositories(viewModel), type: .root)
  /// ```
  ///
  /// A scene enum that declares only ``SceneType``, as the seed's did, says how each scene
  /// becomes a view controller when the host is made:
  ///
  /// ```swift
  /// let host = UIKitSceneHost<SeedScene>(window: window) { $0.viewController }
  /// ```
  @MainActor
  public final class UIKitSceneHost<Scene: SceneType>: SceneHost {
    /// The window whose root this host replaces.
    public let window: UIWindow
    private let makeViewController: @MainActor (Scene) -> UIViewController
    private weak var coordinator: SceneCoordinator?
    private let observer = UIKitTransitionObserver()
    private var unfinishedTransitions = 0

    /// Creates a host for `window` that shows scenes of type `Scene`, each as the view
    /// controller `viewController` returns for it (a new one each time).
    public init(
      window: UIWindow, viewController: @escaping @MainActor (Scene) -> UIViewController
    ) {
      self.window = window
      self.makeViewController = viewController
      observer.transitionWillStart = { [weak self] in self?.reportEnd(ofTransitionIn: $0) }
      observer.navigationDidShow = { [weak self] in self?.reportDepth(of: $0) }
      observer.presentationDidDismiss = { [weak self] in self?.reportModalCount() }
    }

    /// Creates a host for `window` that shows ``UIKitScene``s by their `viewController`.
    public convenience init(window: UIWindow) where Scene: UIKitScene {
      self.init(window: window) { $0.viewController }
    }

    /// Keeps `coordinator`, weakly, to report what the user did.
    public func attach(to coordinator: SceneCoordinator) {
      self.coordinator = coordinator
    }

    /// Whether a transition is still running.
    public var isTransitioning: Bool {
      unfinishedTransitions > 0 || shown.contains { $0.transitionCoordinator != nil }
    }

    /// Whether `scene` is a `Scene`: the only way this host refuses a move with
    /// ``NavigationError/sceneNotDisplayable(sceneName:)``.
    public func canShow(_ scene: any SceneType) -> Bool {
      scene is Scene
    }

    /// Makes `scene` the window's root and shows the window.
    public func setRoot(_ scene: any SceneType, animated: Bool) throws(NavigationError) {
      window.rootViewController = container(for: try typed(scene))
      window.makeKeyAndVisible()
    }

    /// Dismisses everything the root presented, at once and without animation.
    public func dismissModals(count: Int) throws(NavigationError) {
      guard count > 0, let root = window.rootViewController, root.presentedViewController != nil
      else { return }
      root.dismiss(animated: false, completion: nil)
    }

    /// Pushes `scene` onto the topmost navigation controller.
    public func push(_ scene: any SceneType, animated: Bool) throws(NavigationError) {
      let scene = try typed(scene)
      guard let navigation = shown.last as? UINavigationController else {
        throw .noNavigationContext(sceneName: scene.sceneName)
      }
      navigation.pushViewController(makeViewController(scene), animated: animated)
      reportEnd(ofTransitionIn: navigation)
    }

    /// Pops the topmost navigation controller.
    public func pop(animated: Bool) throws(NavigationError) {
      guard let navigation = shown.last as? UINavigationController else { throw .nothingToPop }
      _ = navigation.popViewController(animated: animated)
      reportEnd(ofTransitionIn: navigation)
    }

    /// Presents `scene` over the topmost view controller.
    public func present(_ scene: any SceneType, animated: Bool) throws(NavigationError) {
      let scene = try typed(scene)
      guard let top = shown.last else { throw .noRoot(attempted: .present) }
      let controller = container(for: scene)
      controller.presentationController?.delegate = observer
      unfinishedTransitions += 1
      top.present(controller, animated: animated) { [weak self] in
        Task { @MainActor in self?.transitionDidEnd() }
      }
    }

    /// Dismisses the topmost presented view controller.
    public func dismiss(animated: Bool) throws(NavigationError) {
      guard let presenter = shown.last?.presentingViewController else { throw .nothingToDismiss }
      unfinishedTransitions += 1
      presenter.dismiss(animated: animated) { [weak self] in
        Task { @MainActor in self?.transitionDidEnd() }
      }
    }

    /// The root, then each presented controller: one per navigation context.
    private var shown: [UIViewController] {
      var shown: [UIViewController] = []
      var next = window.rootViewController
      while let controller = next {
        shown.append(controller)
        next = controller.presentedViewController
      }
      return shown
    }

    private func typed(_ scene: any SceneType) throws(NavigationError) -> Scene {
      guard let scene = scene as? Scene else {
        throw .sceneNotDisplayable(sceneName: scene.sceneName)
      }
      return scene
    }

    /// The scene's controller, in a navigation controller this host observes when the scene
    /// provides navigation.
    private func container(for scene: Scene) -> UIViewController {
      let controller = makeViewController(scene)
      if let navigation = controller as? UINavigationController {
        if navigation.delegate == nil { navigation.delegate = observer }
        return navigation
      }
      guard scene.providesNavigation else { return controller }
      let navigation = UINavigationController()
      navigation.viewControllers = [controller]
      navigation.delegate = observer
      return navigation
    }

    /// Counts a transition in `controller` until its `transitionCoordinator` completes (at
    /// once, on the next main-actor turn, when there is none).
    private func reportEnd(ofTransitionIn controller: UIViewController) {
      unfinishedTransitions += 1
      guard let transition = controller.transitionCoordinator else {
        Task { [weak self] in self?.transitionDidEnd() }
        return
      }
      _ = transition.animate(alongsideTransition: nil) { [weak self] _ in
        Task { @MainActor in self?.transitionDidEnd() }
      }
    }

    private func transitionDidEnd() {
      unfinishedTransitions = max(unfinishedTransitions - 1, 0)
      coordinator?.hostDidFinishTransition()
    }

    private func reportDepth(of navigation: UINavigationController) {
      guard let context = shown.firstIndex(where: { $0 === navigation }) else { return }
      coordinator?.hostDidShow(depth: navigation.viewControllers.count, inContext: context)
    }

    private func reportModalCount() {
      let shown = shown
      guard !shown.isEmpty else { return }
      coordinator?.hostDidShow(modalCount: shown.count - 1)
    }
  }
#endif
