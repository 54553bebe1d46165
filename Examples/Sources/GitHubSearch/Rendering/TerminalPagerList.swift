import RefreshKit
import TerminalUI

/// A RefreshKit `Pager` drawn as a terminal list: a `PagerListBinding` decides (rows,
/// placeholders, the row kept in place, footer, prepend header, announcements, prefetch) and a
/// TerminalUI `TerminalListHost` keeps what it decided, with the viewport. Every list screen
/// of the app (repositories, issues, an issue's comments) draws through one.
///
/// ```swift
/// let rows = TerminalPagerList(pager: pager)
/// rows.start()
/// _ = rows.move(.moveToBottom, visibleRows: 20)   // the rows drawn load the next page
/// let drawn = rows.draw(visibleRows: 20) { "\($0.name)" }
/// ```
@MainActor
public final class TerminalPagerList<
  Query: Hashable & Sendable, Cursor: Hashable & Sendable,
  Item: Identifiable & Equatable & Sendable
> where Item.ID: Sendable {
  /// The rows drawn: the text of each visible row and the index of the selected one.
  public struct Drawn: Hashable, Sendable {
    /// The visible rows' text; a placeholder row is `  …`.
    public var rows: [String]
    /// The index in ``rows`` of the selected row, if any.
    public var selectedRow: Int?
  }

  /// The pager shown.
  public let pager: Pager<Query, Cursor, Item>
  /// What the binding decided, and the viewport.
  public let host: TerminalListHost<Item.ID>
  private let binding: PagerListBinding<Query, Cursor, Item>
  /// The rows on screen when rows were last reported: each one's item, or its position for a
  /// placeholder.
  private var onScreen: Set<ShownRow> = []

  /// A row on screen, as `rowsAppear(_:)` tells whether it was there before.
  private enum ShownRow: Hashable {
    case item(Item.ID)
    case placeholder(position: Int)
  }

  /// Shows `pager`; with `startsAtEnd` (a chat) it opens at the last row.
  public init(pager: Pager<Query, Cursor, Item>, startsAtEnd: Bool = false) {
    self.pager = pager
    self.host = TerminalListHost(startsAtEnd: startsAtEnd)
    self.binding = PagerListBinding(pager: pager, host: host)
  }

  /// Starts showing the pager (and its first load, when nothing is loaded or loading).
  public func start() { binding.start() }

  /// Every row, placeholders included.
  public var rowCount: Int { host.rows.count }

  /// The item of `row`, or `nil` for a placeholder or a row past the end.
  public func item(atRow row: Int) -> Item? {
    guard host.rows.indices.contains(row), let id = host.rows[row].itemID else { return nil }
    return pager.items[id: id]
  }

  /// The selected item, if the selected row holds one.
  public var selectedItem: Item? { item(atRow: host.viewport.selected) }

  /// The footer's, header's or placeholder's retry: repeats what failed, or refreshes.
  public func retry() { binding.retryTapped() }

  /// Moves the selection for a movement command and reports the rows now on screen; returns
  /// `false` for any other command.
  public func move(_ command: BrowserCommand, visibleRows: Int) -> Bool {
    let count = rowCount
    switch command {
    case .moveSelection(let delta):
      host.viewport.move(by: delta, itemCount: count, height: visibleRows)
    case .movePage(let pages):
      host.viewport.move(pages: pages, itemCount: count, height: visibleRows)
    case .moveToTop:
      host.viewport.select(0, itemCount: count, height: visibleRows)
    case .moveToBottom:
      host.viewport.select(count - 1, itemCount: count, height: visibleRows)
    default:
      return false
    }
    rowsAppear(host.viewport.visibleRange(itemCount: count, height: visibleRows))
    return true
  }

  /// The visible rows as `format` writes their items, and the selection.
  ///
  /// The rows that come into view are reported as appearing (`rowsAppear(_:)`), as UIKit's
  /// willDisplay and SwiftUI's onAppear report them: the first draw reports every row, so a
  /// list that loads both ways loads the page before, and a later draw the rows that were not
  /// on screen at the last report (a refresh's new rows, a loaded placeholder's). A list that
  /// starts at the end draws its rows at the bottom while they do not fill the screen, as a
  /// chat does.
  public func draw(visibleRows: Int, format: (Item) -> String) -> Drawn {
    let count = rowCount
    host.viewport.clamp(itemCount: count, height: visibleRows)
    let range = host.viewport.visibleRange(itemCount: count, height: visibleRows)
    let drawn = range.map { item(atRow: $0).map(format) ?? "  …" }
    rowsAppear(range)
    guard !drawn.isEmpty else { return Drawn(rows: [], selectedRow: nil) }
    // A chat's rows sit at the bottom while they do not fill the screen; older rows arriving
    // above then push the screen down from the top, so the kept row stays on its line.
    let padding = host.startsAtEnd ? max(0, visibleRows - drawn.count) : 0
    return Drawn(
      rows: Array(repeating: "", count: padding) + drawn,
      selectedRow: padding + host.viewport.selected - host.viewport.top)
  }

  /// A list screen's content: the placeholder alone while the list shows one (loading,
  /// empty, failed), otherwise the visible rows with the selection and the `footer` line.
  public func content(
    title: String, subtitle: String?, visibleRows: Int, format: (Item) -> String,
    footer: () -> String
  ) -> ScreenContent {
    if let placeholder = host.placeholder.line(retryHint: retryHint) {
      return ScreenContent(title: title, subtitle: subtitle, rows: [placeholder.text])
    }
    let drawn = draw(visibleRows: visibleRows, format: format)
    return ScreenContent(
      title: title, subtitle: subtitle, rows: drawn.rows, selectedRow: drawn.selectedRow,
      footer: footer())
  }

  /// The footer's line after `count` ("30 repositories"): loading, failed with the retry
  /// key, or `nil` when it shows nothing.
  public func footerLine(count: String) -> String? {
    host.footer.line(count: count, retryHint: retryHint)?.text
  }

  /// The prepend header's line, `start` once the first row is held; `nil` when it shows nothing.
  public func prependHeaderLine(start: String) -> String? {
    host.prependHeader.line(start: start, retryHint: retryHint)?.text
  }

  /// What the footer, header and placeholder say to retry: every list retries with `r`.
  private var retryHint: String { "r to retry" }

  /// Back to the first row, for a new query.
  public func resetSelection() { host.viewport.reset() }

  /// Reports the rows at `positions` that were not on screen at the last report as
  /// appearing, and remembers what is on screen now. Rows that stay on screen are not
  /// reported again: the pager's adaptive prefetch measures the scroll speed from the rows
  /// reported, and every row of every frame (the top row, then the bottom one, a screenful
  /// apart) would read as fast scrolling while the user stands still. Rows arriving above the
  /// kept row do not move the screen's rows, so they report nothing either.
  private func rowsAppear(_ positions: Range<Int>) {
    var shown = Set<ShownRow>()
    var appeared: [Int] = []
    for position in positions where host.rows.indices.contains(position) {
      let row = host.rows[position].itemID.map(ShownRow.item) ?? .placeholder(position: position)
      shown.insert(row)
      if !onScreen.contains(row) { appeared.append(position) }
    }
    onScreen = shown
    if !appeared.isEmpty { binding.rowsWillAppear(atPositions: appeared) }
  }
}
