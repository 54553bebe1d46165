// Navigation, presentation and transitions: iOS, tvOS and visionOS.
#if APPLE_API_UIKIT_VIEWS

  /// A stack of view controllers.
  @MainActor
  open class UINavigationController: UIViewController {
    /// The stack, root first.
    open var viewControllers: [UIViewController] = []
    /// The top of the stack.
    open var topViewController: UIViewController? { viewControllers.last }
    /// The view controller shown: the top, or what it presents.
    open var visibleViewController: UIViewController? { viewControllers.last }
    /// Navigation events.
    open weak var delegate: (any UINavigationControllerDelegate)?

    #if APPLE_API_INTERACTIVE_POP
      /// The edge swipe that pops (not on tvOS).
      open private(set) var interactivePopGestureRecognizer: UIGestureRecognizer?
    #endif

    public init(rootViewController: UIViewController) {
      super.init(nibName: nil, bundle: nil)
      viewControllers = [rootViewController]
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Replaces the stack.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
      self.viewControllers = viewControllers
    }

    /// Pushes `viewController` onto the stack.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
      viewControllers.append(viewController)
    }

    /// Pops the top view controller.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { viewControllers.popLast() }

    /// Pops down to the root.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? { nil }

    /// Pops down to `viewController`.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool)
      -> [UIViewController]?
    { nil }
  }

  /// Navigation events. Every method is optional in Apple's protocol.
  @MainActor
  public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool)
    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool)
  }

  extension UINavigationControllerDelegate {
    public func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {}
    public func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {}
  }

  /// A gesture recognizer.
  @MainActor
  open class UIGestureRecognizer: NSObject {
    /// Whether the recognizer recognizes.
    open var isEnabled = true
  }

  /// Manages a modal presentation.
  @MainActor
  open class UIPresentationController: NSObject {
    /// Presentation events.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// The presented view controller.
    public let presentedViewController: UIViewController
    /// The presenting view controller.
    public let presentingViewController: UIViewController

    public init(
      presentedViewController: UIViewController,
      presenting presentingViewController: UIViewController?
    ) {
      self.presentedViewController = presentedViewController
      self.presentingViewController = presentingViewController ?? presentedViewController
    }
  }

  /// Presentation events. Every method is optional in Apple's protocol.
  @MainActor
  public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
      -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController)
  }

  extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(
      _ presentationController: UIPresentationController
    ) -> Bool { true }
    public func presentationControllerWillDismiss(
      _ presentationController: UIPresentationController
    ) {}
    public func presentationControllerDidDismiss(
      _ presentationController: UIPresentationController
    ) {}
    public func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) {}
  }

  /// The state of a view controller transition.
  @MainActor
  public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var initiallyInteractive: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
  }

  /// Runs work alongside a view controller transition.
  @MainActor
  public protocol UIViewControllerTransitionCoordinator:
    UIViewControllerTransitionCoordinatorContext
  {
    @discardableResult
    func animate(
      alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
      completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    func notifyWhenInteractionChanges(
      _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
  }

  extension UIViewControllerTransitionCoordinator {
    /// Apple's import gives `completion` a nil default.
    @discardableResult
    public func animate(
      alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool { animate(alongsideTransition: animation, completion: nil) }
  }
#endif
