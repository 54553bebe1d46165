/// What one scene shows, independent of the terminal: the title, an optional line under it,
/// the rows (one of them selected), the footer and a status message.
///
/// ```swift
/// let content = ScreenContent(title: "Search: swift", rows: ["apple/swift"], selectedRow: 0)
/// ```
public struct ScreenContent: Hashable, Sendable {
  /// The first line.
  public var title: String
  /// A line under the title (the query being typed, a refresh header), if any.
  public var subtitle: String?
  /// The body rows, already cut to what fits.
  public var rows: [String]
  /// The index in ``rows`` of the highlighted row, if any.
  public var selectedRow: Int?
  /// The footer: paging state, end of data, a failure.
  public var footer: String
  /// A message for the last line (a navigation error, the key hints).
  public var status: String
  /// The indices in ``rows`` drawn dimmed (a thread's day lines).
  public var dimmedRows: Set<Int>

  /// Creates content.
  public init(
    title: String, subtitle: String? = nil, rows: [String], selectedRow: Int? = nil,
    footer: String = "", status: String = "", dimmedRows: Set<Int> = []
  ) {
    self.title = title
    self.subtitle = subtitle
    self.rows = rows
    self.selectedRow = selectedRow
    self.footer = footer
    self.status = status
    self.dimmedRows = dimmedRows
  }

  /// The number of lines around the rows (title, subtitle, footer, status).
  public static func chromeHeight(hasSubtitle: Bool) -> Int { hasSubtitle ? 4 : 3 }
}
