public import RefreshKit
public import TerminalUI

/// Everything the search screen draws, as plain values.
public struct SearchScreen: Sendable {
  /// Which part takes the keys.
  public enum Focus: Hashable, Sendable {
    /// Typing edits the query.
    case searchLine
    /// Keys scroll the list; `r` retries.
    case list
  }

  /// The search line's text.
  public var search: String
  /// Where the keys go.
  public var focus: Focus
  /// The repositories of the current query.
  public var repositories: [Repository]
  /// What the header, footer and placeholder show.
  public var presentation: RefreshPresentation
  /// How many repositories match, when known.
  public var totalCount: Int?
  /// The error to show on the status line, if any.
  public var status: String?
  /// The selection and scroll position.
  public var viewport: ListViewport
  /// Where the results come from.
  public var source: String

  /// Creates a screen description.
  public init(
    search: String, focus: Focus, repositories: [Repository], presentation: RefreshPresentation,
    totalCount: Int?, status: String?, viewport: ListViewport, source: String
  ) {
    self.search = search
    self.focus = focus
    self.repositories = repositories
    self.presentation = presentation
    self.totalCount = totalCount
    self.status = status
    self.viewport = viewport
    self.source = source
  }

  /// Rows left for the list on a screen `rows` high (title, search, header, footer, status).
  public static func listHeight(rows: Int) -> Int { max(1, rows - 5) }

  /// The lines to draw on a `size` terminal.
  public func lines(size: TerminalSize) -> [StyledLine] {
    let width = size.columns
    let height = Self.listHeight(rows: size.rows)
    let hint = focus == .list ? "r: retry" : "Tab, then r: retry"
    var lines = [
      StyledLine(
        DisplayWidth.pad(
          " GitHub Search · \(source) · Tab focus · ↑↓ PgUp PgDn · ^R refresh · Esc quit",
          to: width), style: .title),
      StyledLine("Search: \(search)\(focus == .searchLine ? "▏" : "")"),
      presentation.headerLine ?? StyledLine(summary, style: .dim),
    ]
    let rows = repositories.indices.dropFirst(viewport.top).prefix(height)
    for index in rows {
      let selected = focus == .list && index == viewport.selected
      lines.append(
        StyledLine(
          RepositoryRow.format(repositories[index], width: width),
          style: selected ? .selected : .normal))
    }
    if rows.isEmpty, let placeholder = presentation.placeholderLine(retryHint: hint) {
      lines.append(placeholder)
    }
    while lines.count < height + 3 { lines.append(StyledLine("")) }
    lines.append(presentation.footerLine(retryHint: hint) ?? StyledLine(""))
    lines.append(StyledLine(status ?? "", style: status == nil ? .normal : .error))
    return lines
  }

  private var summary: String {
    guard !repositories.isEmpty else { return "" }
    let total = totalCount.map { " of \($0)" } ?? ""
    return "\(repositories.count)\(total) repositories"
  }
}
