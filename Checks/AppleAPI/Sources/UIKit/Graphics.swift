// Colors, fonts, images and geometry: the part of UIKit that watchOS keeps.

/// A color.
open class UIColor: NSObject, @unchecked Sendable {
  /// A color of the given gray level.
  public init(white: CGFloat, alpha: CGFloat) { super.init() }

  /// Black.
  open class var black: UIColor { UIColor(white: 0, alpha: 1) }
  /// White.
  open class var white: UIColor { UIColor(white: 1, alpha: 1) }
  /// Fully transparent.
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

  #if APPLE_API_UIKIT_VIEWS
    /// The color of primary text (not on watchOS).
    open class var label: UIColor { UIColor(white: 0, alpha: 1) }
    /// The color of secondary text (not on watchOS).
    open class var secondaryLabel: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// The background of a view (not on watchOS).
    open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
  #endif
}

/// A font.
open class UIFont: NSObject, @unchecked Sendable {
  /// A text style of Dynamic Type.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
  }

  /// The font of a text style, scaled for the user's text size.
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont() }
}

/// An image.
open class UIImage: NSObject, @unchecked Sendable {
  /// An SF Symbol.
  public convenience init?(systemName name: String) { self.init() }
}

/// How text lines up in its frame.
public enum NSTextAlignment: Int, Sendable {
  case left, center, right, justified, natural
}

/// Insets of a rectangle.
public struct UIEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
