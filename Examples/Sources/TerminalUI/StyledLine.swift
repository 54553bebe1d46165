/// One line of the screen and how to draw it.
///
/// ```swift
/// StyledLine("GitHub Search", style: .title)
/// ```
public struct StyledLine: Hashable, Sendable {
  /// How a line looks.
  public enum Style: Hashable, Sendable {
    /// Plain text.
    case normal
    /// Reverse video, bold: a title bar.
    case title
    /// Dimmed: hints, footers.
    case dim
    /// Reverse video: the selected row.
    case selected
    /// Red: errors.
    case error
  }

  /// The text; the terminal cuts it to the width.
  public var text: String
  /// Its style.
  public var style: Style

  /// Creates a line.
  public init(_ text: String, style: Style = .normal) {
    self.text = text
    self.style = style
  }
}
