// Windows, scenes and nibs: iOS, tvOS and visionOS.
#if APPLE_API_UIKIT_VIEWS

  /// The backdrop of an app's views.
  @MainActor
  open class UIWindow: UIView {
    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController?
    /// The scene the window is in.
    open weak var windowScene: UIWindowScene?
    /// Whether this is the key window.
    open private(set) var isKeyWindow = false

    public init(windowScene: UIWindowScene) {
      self.windowScene = windowScene
      super.init(frame: .zero)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Shows the window and makes it key.
    open func makeKeyAndVisible() { isKeyWindow = true }
  }

  /// An instance of an app's UI. UIKit creates scenes; apps do not.
  @MainActor
  open class UIScene: UIResponder {}

  /// A scene that holds windows.
  @MainActor
  open class UIWindowScene: UIScene {
    /// The scene's windows.
    open private(set) var windows: [UIWindow] = []
  }

  /// An archived interface file.
  @MainActor
  open class UINib: NSObject {
    /// The nib named `name` in `bundleOrNil` (the main bundle when nil).
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) { self.init() }
  }
#endif
