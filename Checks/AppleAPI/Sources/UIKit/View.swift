// Responders, views and scroll views: iOS, tvOS and visionOS (watchOS's UIKit has none).
#if APPLE_API_UIKIT_VIEWS

  /// An object that responds to events.
  @MainActor
  open class UIResponder: NSObject {
    public override init() { super.init() }
  }

  /// A rectangular area on screen.
  @MainActor
  open class UIView: UIResponder {
    /// The view's frame in its superview's coordinates.
    open var frame: CGRect
    /// The view's frame in its own coordinates.
    open var bounds: CGRect
    /// Whether the view is hidden.
    open var isHidden = false
    /// The view's background color.
    open var backgroundColor: UIColor?
    /// Whether Auto Layout turns the autoresizing mask into constraints.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// How the view resizes when its superview's bounds change.
    open var autoresizingMask: AutoresizingMask = []
    /// The views inside this one.
    open private(set) var subviews: [UIView] = []
    /// The view that holds this one.
    open private(set) weak var superview: UIView?

    /// The smallest size that fits the content, for systemLayoutSizeFitting(_:).
    public static let layoutFittingCompressedSize = CGSize.zero

    public init(frame: CGRect) {
      self.frame = frame
      self.bounds = CGRect(origin: .zero, size: frame.size)
      super.init()
    }

    public required init?(coder: NSCoder) {
      frame = .zero
      bounds = .zero
      super.init()
    }

    public convenience override init() { self.init(frame: .zero) }

    /// Adds `view` on top of the subviews.
    open func addSubview(_ view: UIView) {
      subviews.append(view)
      view.superview = self
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {}

    /// The size that fits the content under Auto Layout.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { targetSize }

    /// Resizes the view to fit its content.
    open func sizeToFit() {}

    /// Lays out the subviews now if a layout is pending.
    open func layoutIfNeeded() {}

    /// Marks the layout as pending.
    open func setNeedsLayout() {}
  }

  /// A view that scrolls its content.
  @MainActor
  open class UIScrollView: UIView {
    /// How far the content is scrolled.
    open var contentOffset = CGPoint.zero
    /// The size of the content.
    open var contentSize = CGSize.zero
    /// Extra space around the content.
    open var contentInset = UIEdgeInsets.zero
    /// Apple: `var adjustedContentInset: UIEdgeInsets { get }` (iOS 11.0+): the content
    /// insets with the safe area's added.
    open private(set) var adjustedContentInset = UIEdgeInsets.zero
    /// Whether the user is dragging the content.
    open private(set) var isDragging = false

    #if APPLE_API_REFRESH_CONTROL
      /// The pull-to-refresh control (not on tvOS).
      open var refreshControl: UIRefreshControl?
    #endif
  }

  /// Scroll events. Every method is optional in Apple's Objective-C protocol.
  @MainActor
  public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  }

  extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  }
  extension UIView {
    /// How a view resizes with its superview.
    public struct AutoresizingMask: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// The width follows the superview's.
      public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
      /// The height follows the superview's.
      public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }
  }
#endif
