import RefreshKit
import RefreshKitSections
import TerminalUI

/// A RefreshKit `Pager` drawn as a terminal list of sections, the sectioned counterpart of
/// ``TerminalPagerList``: a `SectionedListBinding` decides (rows through a
/// `DerivedRowsLayout`, the row kept in place, footer, prepend header, announcements,
/// prefetch in the shown rows' positions, the local filter) and a TerminalUI
/// `TerminalSectionedListHost` keeps what it decided as screen lines, with the viewport. The
/// repository lists and an issue's comments draw through one.
///
/// ```swift
/// let rows = TerminalSectionedList(
///   pager: pager, layout: DerivedRowsLayout(sectionKey: RepositorySections.letter(of:)),
///   headerTitle: RepositorySections.header(for:))
/// rows.start()
/// let drawn = rows.draw(visibleRows: 20) { "\($0.name)" }
/// rows.setFilter { !$0.isFork }   // no request; the selected row stays on its line
/// ```
@MainActor
public final class TerminalSectionedList<
  Query: Hashable & Sendable, Cursor: Hashable & Sendable,
  Item: Identifiable & Equatable & Sendable, Key: Hashable & Sendable,
  Separator: Hashable & Sendable
> where Item.ID: Sendable {
  /// The lines drawn: the text of each visible line, the selected one and the dimmed ones.
  public struct Drawn: Hashable, Sendable {
    /// The visible lines' text: headers, rows (a placeholder is `  …`) and separators.
    public var rows: [String]
    /// The index in ``rows`` of the selected line, if any.
    public var selectedRow: Int?
    /// The indices in ``rows`` of the separator lines, drawn dimmed.
    public var dimmedRows: Set<Int>
  }

  /// The pager shown.
  public let pager: Pager<Query, Cursor, Item>
  /// What the binding decided, as lines, and the viewport.
  public let host: TerminalSectionedListHost<Item, Key, Separator>
  private let binding: SectionedListBinding<Query, Cursor, Item, Key, Separator>
  private let separatorText: (Separator) -> String
  /// Whether the filter hides every row held, and the list loads on until one shows.
  private var seeking = false
  /// Whether the rows on screen go unreported until the user moves: the row that showed
  /// after ``seeking``, with rows not held around it, rests there.
  private var restsAfterSeeking = false

  /// Shows `pager` laid out by `layout`: a header line titled `headerTitle(key)` above each
  /// items section (none when `nil`), separators as `separatorText` writes them; with
  /// `startsAtEnd` (a chat) it opens at the last line.
  public init(
    pager: Pager<Query, Cursor, Item>, layout: DerivedRowsLayout<Item, Key, Separator>,
    startsAtEnd: Bool = false, headerTitle: @escaping (Key) -> String? = { _ in nil },
    separatorText: @escaping (Separator) -> String = { "\($0)" }
  ) {
    self.pager = pager
    self.separatorText = separatorText
    let host = TerminalSectionedListHost<Item, Key, Separator>(
      startsAtEnd: startsAtEnd, headerTitle: headerTitle)
    self.host = host
    let binding = SectionedListBinding(pager: pager, layout: layout, host: host)
    self.binding = binding
    host.onRowsAppear = { [weak binding] in binding?.rowsWillAppear(at: $0) }
  }

  /// Starts showing the pager (and its first load, when nothing is loaded or loading).
  public func start() { binding.start() }

  /// Every line: headers, rows and separators.
  public var lineCount: Int { host.lines.count }

  /// How many items sections are shown (placeholders not counted).
  public var sectionCount: Int { host.itemSectionCount }

  /// How many items show (the others are hidden by the filter).
  public var shownItemCount: Int {
    host.lines.count { if case .item = $0.row { true } else { false } }
  }

  /// The rows shown, as of the last change.
  public var rows: DerivedRows<Item, Key, Separator> { binding.rows }

  /// The item of `line`, or `nil` for a header, a separator, a placeholder or a line past the
  /// end.
  public func item(atLine line: Int) -> Item? {
    guard host.lines.indices.contains(line), let id = host.lines[line].row?.itemID else {
      return nil
    }
    return pager.items[id: id]
  }

  /// The selected item, if the selected line holds one.
  public var selectedItem: Item? { item(atLine: host.viewport.selected) }

  /// The footer's, header's or placeholder's retry: repeats what failed, or refreshes.
  public func retry() { binding.retryTapped() }

  /// Moves the selection for a movement command (past headers and separators) and reports the
  /// rows now on screen; returns `false` for any other command.
  public func move(_ command: BrowserCommand, visibleRows: Int) -> Bool {
    let count = lineCount
    let direction: Int
    switch command {
    case .moveSelection(let delta):
      host.viewport.move(by: delta, itemCount: count, height: visibleRows)
      direction = delta
    case .movePage(let pages):
      host.viewport.move(pages: pages, itemCount: count, height: visibleRows)
      direction = pages
    case .moveToTop:
      host.viewport.select(0, itemCount: count, height: visibleRows)
      direction = 1
    case .moveToBottom:
      host.viewport.select(count - 1, itemCount: count, height: visibleRows)
      direction = -1
    default:
      return false
    }
    host.skipUnselectable(direction: direction, height: visibleRows)
    restsAfterSeeking = false
    reportRows(height: visibleRows)
    return true
  }

  /// The visible lines, items as `format` writes them, and the selection. The rows that come
  /// into view are reported as appearing (see ``TerminalPagerList/draw(visibleRows:format:)``);
  /// a list that starts at the end draws its lines at the bottom while they do not fill the
  /// screen, as a chat does.
  public func draw(visibleRows: Int, format: (Item) -> String) -> Drawn {
    seekShownRow()
    host.skipUnselectable(direction: 1, height: visibleRows)
    let range = host.visibleLines(height: visibleRows)
    var dimmed = Set<Int>()
    let drawn = range.enumerated().map { offset, line in
      switch host.lines[line] {
      case .header(_, let title): return title
      case .row(.separator(let value, _, _), _):
        dimmed.insert(offset)
        return separatorText(value)
      case .row(.item(let id), _): return pager.items[id: id].map(format) ?? "  …"
      case .row(.placeholder, _): return "  …"
      }
    }
    reportRows(height: visibleRows)
    guard !drawn.isEmpty else { return Drawn(rows: [], selectedRow: nil, dimmedRows: []) }
    let padding = host.startsAtEnd ? max(0, visibleRows - drawn.count) : 0
    return Drawn(
      rows: Array(repeating: "", count: padding) + drawn,
      selectedRow: padding + host.viewport.selected - host.viewport.top,
      dimmedRows: Set(dimmed.map { $0 + padding }))
  }

  /// A list screen's content: the placeholder alone while the list shows one (loading,
  /// empty, failed), otherwise the visible lines with the selection and the `footer` line.
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
      footer: footer(), dimmedRows: drawn.dimmedRows)
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

  /// Back to the first line, for a new query.
  public func resetSelection() { host.viewport.reset() }

  /// Shows the items `isShown` accepts, without a request. The user's place is kept: the
  /// selected item, or when the filter hides it its nearest shown neighbour (the next one,
  /// else the one before), is selected on the screen line the selection was on.
  public func setFilter(_ isShown: @escaping @Sendable (Item) -> Bool) {
    let anchor = selectedItem?.id
    let screenLine = host.viewport.selected - host.viewport.top
    binding.setFilter(isShown)
    seekShownRow()
    guard let anchor, let shown = nearestShown(to: anchor, isShown),
      let index = binding.rows.index(ofItem: shown), let line = host.line(of: index)
    else { return }
    host.viewport.place(line, onScreenLine: screenLine)
  }

  /// Reports the rows on screen as appearing, unless the list is looking for a row to show.
  private func reportRows(height: Int) {
    guard !seeking, !restsAfterSeeking else { return }
    host.reportRowsOnScreen(height: height)
  }

  /// While the filter hides every row held, no row can appear to ask for more: the list looks
  /// for a row to show. It reports the last row held instead, so the next page loads (once;
  /// the pager loads nothing past its end), and reports none of the rows on screen, which can
  /// only be placeholders: with `--max-items`, those of the rows trimmed above would load the
  /// pages just passed again, and trim the ones ahead. Once a row shows, it is selected on the
  /// first line (below its header), and the list rests there: the rows on screen are reported
  /// again once the user moves. (Reported at once, the placeholders of the rows trimmed above
  /// and of those not loaded below, both on screen around the few rows shown, would ask a
  /// window for both ends, which it cannot hold together.)
  private func seekShownRow() {
    if shownItemCount > 0 || pager.items.isEmpty {
      guard seeking else { return }
      seeking = false
      restsAfterSeeking = true
      let first = host.lines.firstIndex { if case .item = $0.row { true } else { false } }
      guard let first else { return }
      // Its section's header, when it has one, on the line above it.
      let header = first > 0 && host.lines[first - 1].row == nil
      host.viewport.place(first, onScreenLine: header ? 1 : 0)
      return
    }
    seeking = true
    pager.positionDidAppear(pager.placeholdersBefore + pager.items.count - 1)
  }

  /// The item `isShown` accepts nearest to `id` in the pager's order: itself, else the next
  /// one after it, else the one before it.
  private func nearestShown(to id: Item.ID, _ isShown: (Item) -> Bool) -> Item.ID? {
    let items = pager.items
    guard let start = items.index(id: id) else { return nil }
    if let after = items[start...].first(where: isShown) { return after.id }
    return items[..<start].last(where: isShown)?.id
  }
}
