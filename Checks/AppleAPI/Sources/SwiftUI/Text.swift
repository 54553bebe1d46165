// Text, images, fonts, styles and alignment.

/// A string to look up in the app's localization tables.
nonisolated public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable
{
  let key: String
  public init(_ value: String) { key = value }
  public init(stringLiteral value: String) { key = value }
}

/// Read-only text.
nonisolated public struct Text: View, Equatable, Sendable {
  let content: String

  /// Localized text.
  public init(_ key: LocalizedStringKey) { content = key.key }
  /// Text shown as is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  /// Text shown as is, never localized.
  public init(verbatim content: String) { self.content = content }

  /// The text in `style`.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
  /// The text in `font`.
  public func font(_ font: Font?) -> Text { self }
  /// The text in bold.
  public func bold() -> Text { self }

  public var body: Never { fatalError("stand-in: never run") }
}

/// An image.
nonisolated public struct Image: View, Sendable {
  /// An SF Symbol.
  public init(systemName: String) {}
  /// An image of the asset catalog.
  public init(_ name: String) {}
  public var body: Never { fatalError("stand-in: never run") }
}

/// A font.
nonisolated public struct Font: Hashable, Sendable {
  let name: String
  public static let largeTitle = Font(name: "largeTitle")
  public static let title = Font(name: "title")
  public static let headline = Font(name: "headline")
  public static let subheadline = Font(name: "subheadline")
  public static let body = Font(name: "body")
  public static let callout = Font(name: "callout")
  public static let footnote = Font(name: "footnote")
  public static let caption = Font(name: "caption")
}

/// How lines of text line up.
nonisolated public enum TextAlignment: Hashable, Sendable {
  case leading, center, trailing
}

/// A color or pattern to draw with.
public protocol ShapeStyle: Sendable {}

/// A level of the foreground hierarchy: primary, secondary, tertiary.
nonisolated public struct HierarchicalShapeStyle: ShapeStyle {
  let level: Int
  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The primary foreground level.
  public static var primary: HierarchicalShapeStyle { .primary }
  /// The secondary foreground level.
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// The tertiary foreground level.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

/// A horizontal alignment guide.
nonisolated public struct HorizontalAlignment: Equatable, Sendable {
  let id: Int
  public static let leading = HorizontalAlignment(id: 0)
  public static let center = HorizontalAlignment(id: 1)
  public static let trailing = HorizontalAlignment(id: 2)
}

/// A vertical alignment guide.
nonisolated public struct VerticalAlignment: Equatable, Sendable {
  let id: Int
  public static let top = VerticalAlignment(id: 0)
  public static let center = VerticalAlignment(id: 1)
  public static let bottom = VerticalAlignment(id: 2)
  public static let firstTextBaseline = VerticalAlignment(id: 3)
}

/// A horizontal and a vertical alignment.
nonisolated public struct Alignment: Equatable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
