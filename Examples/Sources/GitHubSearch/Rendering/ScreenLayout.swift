import TerminalUI

/// Where each part of a ``ScreenContent`` goes on a screen of a given height: the title,
/// a subtitle line, the body rows, then the footer and the status line at the bottom.
///
/// ```swift
/// let layout = ScreenLayout(height: 40)
/// layout.visibleRows                 // 36
/// layout.lines(for: content)[0]      // StyledLine("Search: swift", style: .title)
/// ```
public struct ScreenLayout: Hashable, Sendable {
  /// The number of lines on screen.
  public var height: Int

  /// Creates a layout for `height` lines.
  public init(height: Int) {
    self.height = max(0, height)
  }

  /// The rows left for the body: all but the title, subtitle, footer and status lines.
  public var visibleRows: Int { max(0, height - 4) }

  /// Exactly ``height`` lines for TerminalUI to draw: the title bar, the dimmed subtitle,
  /// the rows (the selected one in reverse video, day lines dimmed), the dimmed footer and the
  /// status line.
  public func lines(for content: ScreenContent) -> [StyledLine] {
    var lines = [
      StyledLine(content.title, style: .title),
      StyledLine(content.subtitle ?? "", style: .dim),
    ]
    for (index, row) in content.rows.prefix(visibleRows).enumerated() {
      let style: StyledLine.Style =
        index == content.selectedRow
        ? .selected : content.dimmedRows.contains(index) ? .dim : .normal
      lines.append(StyledLine(row, style: style))
    }
    while lines.count < height - 2 { lines.append(StyledLine("")) }
    lines.append(StyledLine(content.footer, style: .dim))
    lines.append(StyledLine(content.status))
    return Array(lines.suffix(height))
  }
}
