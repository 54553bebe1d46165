/// Where each part of a ``ScreenContent`` goes on a screen of a given height: the title,
/// a subtitle line, the body rows, then the footer and the status line at the bottom.
///
/// ```swift
/// let layout = ScreenLayout(height: 40)
/// layout.visibleRows                 // 36
/// layout.lines(for: content)[0]      // ScreenLine(text: "Search: swift", style: .title)
/// ```
public struct ScreenLayout: Hashable, Sendable {
  /// How a line is drawn.
  public enum Style: Hashable, Sendable {
    /// The title bar.
    case title
    /// The subtitle (query being typed, refresh header).
    case subtitle
    /// A body row.
    case normal
    /// The selected body row.
    case selected
    /// The footer.
    case footer
    /// The status line.
    case status
  }

  /// The number of lines on screen.
  public var height: Int

  /// Creates a layout for `height` lines.
  public init(height: Int) {
    self.height = max(0, height)
  }

  /// The rows left for the body: all but the title, subtitle, footer and status lines.
  public var visibleRows: Int { max(0, height - 4) }

  /// Exactly ``height`` lines (fewer only on a screen shorter than four lines).
  public func lines(for content: ScreenContent) -> [ScreenLine] {
    var lines = [
      ScreenLine(text: content.title, style: .title),
      ScreenLine(text: content.subtitle ?? "", style: .subtitle),
    ]
    for (index, row) in content.rows.prefix(visibleRows).enumerated() {
      lines.append(ScreenLine(text: row, style: index == content.selectedRow ? .selected : .normal))
    }
    while lines.count < height - 2 { lines.append(ScreenLine(text: "", style: .normal)) }
    lines.append(ScreenLine(text: content.footer, style: .footer))
    lines.append(ScreenLine(text: content.status, style: .status))
    return Array(lines.suffix(height))
  }
}
