/// One line of a laid-out screen.
public struct ScreenLine: Hashable, Sendable {
  /// The text, not yet cut to the screen's width.
  public var text: String
  /// How it is drawn.
  public var style: ScreenLayout.Style

  /// Creates a line.
  public init(text: String, style: ScreenLayout.Style) {
    self.text = text
    self.style = style
  }
}
