// Controls, actions and simple views: iOS, tvOS and visionOS.
#if APPLE_API_UIKIT_VIEWS

  /// What an action runs. Apple: `typealias UIActionHandler = (UIAction) -> Void`: not
  /// main-actor isolated; a closure formed on the main actor stays isolated to it because
  /// the type is not `Sendable`.
  public typealias UIActionHandler = (UIAction) -> Void

  /// An element of a menu.
  @MainActor
  open class UIMenuElement: NSObject {
    /// The element's title.
    open var title = ""
  }

  /// A closure a control or menu runs.
  @MainActor
  open class UIAction: UIMenuElement {
    let handler: UIActionHandler

    /// An action with a title, an optional image and a handler.
    public init(title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler) {
      self.handler = handler
      super.init()
      self.title = title
    }
  }

  /// A view that sends actions on events.
  @MainActor
  open class UIControl: UIView {
    /// Control events.
    public struct Event: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }

      public static let touchUpInside = Event(rawValue: 1 << 6)
      public static let valueChanged = Event(rawValue: 1 << 12)
      public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    /// Whether the control responds to the user.
    open var isEnabled = true

    /// Runs `action` on `controlEvents`.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}

    /// Stops running `action` on `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
  }

  #if APPLE_API_REFRESH_CONTROL
    /// The pull-to-refresh control of a scroll view (not on tvOS).
    @MainActor
    open class UIRefreshControl: UIControl {
      /// Whether the control shows that a refresh is under way.
      open private(set) var isRefreshing = false

      public required init?(coder: NSCoder) { super.init(coder: coder) }

      public override init(frame: CGRect) { super.init(frame: frame) }

      /// Shows the refresh as started.
      open func beginRefreshing() { isRefreshing = true }

      /// Shows the refresh as finished.
      open func endRefreshing() { isRefreshing = false }
    }
  #endif

  /// A button.
  @MainActor
  open class UIButton: UIControl {
    /// How a button looks.
    public struct Configuration {
      /// The title.
      public var title: String?
      /// The subtitle.
      public var subtitle: String?
      /// The image.
      public var image: UIImage?

      /// A button with no background.
      public static func plain() -> Configuration { Configuration() }
      /// A button with no border.
      public static func borderless() -> Configuration { Configuration() }
      /// A button with a filled background.
      public static func filled() -> Configuration { Configuration() }
      /// A button with a tinted background.
      public static func tinted() -> Configuration { Configuration() }
    }

    /// The button's configuration.
    open var configuration: UIButton.Configuration?

    /// A button with a configuration and an action it runs when tapped.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
      self.init(frame: .zero)
      self.configuration = configuration
    }
  }

  /// A spinner.
  @MainActor
  open class UIActivityIndicatorView: UIView {
    /// The spinner's size.
    public enum Style: Int, Sendable {
      case medium = 100
      case large = 101
    }

    /// The spinner's size.
    open var style: Style
    /// Whether it hides when stopped.
    open var hidesWhenStopped = true
    /// Whether it spins.
    open private(set) var isAnimating = false

    public init(style: UIActivityIndicatorView.Style) {
      self.style = style
      super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
      style = .medium
      super.init(coder: coder)
    }

    public override init(frame: CGRect) {
      style = .medium
      super.init(frame: frame)
    }

    /// Starts spinning.
    open func startAnimating() { isAnimating = true }

    /// Stops spinning.
    open func stopAnimating() { isAnimating = false }
  }

  /// Read-only text.
  @MainActor
  open class UILabel: UIView {
    /// The text.
    open var text: String?
    /// How the lines line up.
    open var textAlignment = NSTextAlignment.natural
    /// The most lines shown; 0 for no limit.
    open var numberOfLines = 1
    /// The text's color.
    open var textColor: UIColor!
    /// The text's font.
    open var font: UIFont!
  }

  /// A view that lays out a row or a column of views.
  @MainActor
  open class UIStackView: UIView {
    /// How the views line up across the axis.
    public enum Alignment: Int, Sendable {
      case fill, leading, firstBaseline, center, trailing, lastBaseline
      public static let top = Alignment.leading
      public static let bottom = Alignment.trailing
    }

    /// The views the stack lays out.
    open private(set) var arrangedSubviews: [UIView]
    /// Row or column.
    open var axis = NSLayoutConstraint.Axis.horizontal
    /// The space between views.
    open var spacing: CGFloat = 0
    /// How the views line up across the axis.
    open var alignment = Alignment.fill

    public init(arrangedSubviews views: [UIView]) {
      arrangedSubviews = views
      super.init(frame: .zero)
    }

    public required init(coder: NSCoder) {
      arrangedSubviews = []
      super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
      arrangedSubviews = []
      super.init(frame: frame)
    }

    /// Adds `view` at the end of the stack.
    open func addArrangedSubview(_ view: UIView) { arrangedSubviews.append(view) }
  }

  /// An Auto Layout constraint.
  @MainActor
  open class NSLayoutConstraint: NSObject {
    /// A layout axis.
    public enum Axis: Int, Sendable {
      case horizontal, vertical
    }
  }
#endif
