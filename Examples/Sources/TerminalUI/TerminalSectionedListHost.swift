public import RefreshKit
public import RefreshKitSections

/// A terminal list of sections as a RefreshKitSections `SectionedListHost`: it keeps what a
/// `SectionedListBinding` tells it as screen lines (a header line for each items section the
/// screen titles, then its rows: items, separators such as day lines, placeholders), the
/// footer, the prepend header, the placeholder and the last announcement, and a
/// ``ListViewport`` over the lines. It only draws: every decision is the binding's.
///
/// - Place: when rows change above the screen (older pages loading above, a trim, a filter),
///   the viewport moves with the row the binding keeps (``firstVisibleRow``, the first item
///   or placeholder on screen), so that row stays on its screen line.
/// - Paging: ``reportRowsOnScreen(height:)`` reports the rows that came into view through
///   ``onRowsAppear`` (the binding's `rowsWillAppear(at:)`), each once while it stays on
///   screen, as `TerminalPagerList` does for a flat list.
/// - Selection: only items and placeholders are selected (``Line/isSelectable``); headers and
///   separators are skipped (``ListViewport/skip(direction:itemCount:height:isSelectable:)``).
///
/// ```swift
/// let host = TerminalSectionedListHost<Repo, String, Never>(headerTitle: { "── \($0) ──" })
/// let binding = SectionedListBinding(pager: pager, layout: layout, host: host)
/// host.onRowsAppear = { [weak binding] in binding?.rowsWillAppear(at: $0) }
/// binding.start()
/// host.reportRowsOnScreen(height: 20)   // loads what the rows on screen call for
/// ```
///
/// Isolation: main actor, like the binding.
@MainActor
public final class TerminalSectionedListHost<
  Item: Identifiable & Sendable, Key: Hashable & Sendable, Separator: Hashable & Sendable
>: SectionedListHost where Item.ID: Sendable {
  /// A row of the list.
  public typealias Row = DerivedRow<Item.ID, Key, Separator>

  /// One screen line of the list.
  public enum Line: Hashable, Sendable {
    /// The header of the items section keyed `key`, with the title the screen gave.
    case header(Key, title: String)
    /// A row, at its place among the binding's rows.
    case row(Row, at: DerivedIndex)

    /// The row of this line, `nil` for a header.
    public var row: Row? {
      if case .row(let row, _) = self { return row }
      return nil
    }

    /// The place of this line's row among the binding's rows, `nil` for a header.
    public var index: DerivedIndex? {
      if case .row(_, let index) = self { return index }
      return nil
    }

    /// Whether the selection may rest here: an item or a placeholder.
    public var isSelectable: Bool {
      switch row {
      case .item, .placeholder: true
      case .separator, nil: false
      }
    }
  }

  /// Every line, in order.
  public private(set) var lines: [Line] = []
  /// The line of each section's first row (after its header), by section index.
  private var rowStarts: [Int] = []
  /// How many items sections there are (placeholder sections not counted).
  public private(set) var itemSectionCount = 0
  /// The selected line and the first line on screen.
  public var viewport = ListViewport()
  /// The load-more footer.
  public private(set) var footer: RefreshPresentation.Footer = .hidden
  /// The header above the first row (a list that loads both ways).
  public private(set) var prependHeader: RefreshPresentation.PrependHeader = .hidden
  /// What covers an empty list.
  public private(set) var placeholder: RefreshPresentation.Placeholder = .none
  /// Whether a refresh the user asked for is running.
  public private(set) var isRefreshing = false
  /// The last thing the binding asked to announce, if any.
  public private(set) var lastAnnouncement: String?
  /// Whether the first rows open with the last line selected (a chat), instead of the first.
  public let startsAtEnd: Bool
  /// Called with the places of the rows that came into view: the binding's `rowsWillAppear(at:)`.
  public var onRowsAppear: (([DerivedIndex]) -> Void)?
  private let headerTitle: (Key) -> String?
  /// The rows on screen at the last report.
  private var onScreen: Set<Row> = []

  /// Creates an empty host: an items section gets a header line titled `headerTitle(key)`
  /// (none when it returns `nil`); with `startsAtEnd` the first rows shown open at the last one.
  public init(startsAtEnd: Bool = false, headerTitle: @escaping (Key) -> String? = { _ in nil }) {
    self.startsAtEnd = startsAtEnd
    self.headerTitle = headerTitle
  }

  /// Shows every row, keeping the kept row on its screen line. A list that starts at the end
  /// selects its last line when its first rows arrive, and follows lines added at the end while
  /// its last line is selected.
  public func applySections(_ update: SectionedRowsUpdate<Item, Key, Separator>) {
    let oldCount = lines.count
    let wasAtEnd = oldCount == 0 || viewport.selected == oldCount - 1
    let keptLine = update.keep.flatMap { line(of: $0.from) }
    layOut(update.rows)
    if let keep = update.keep, let now = line(of: keep.to) {
      viewport.follow(rowFrom: keptLine, to: now)
    } else if lines.isEmpty {
      viewport.reset()
    } else if startsAtEnd, wasAtEnd, lines.count > oldCount {
      viewport.select(lines.count - 1, itemCount: lines.count, height: 1)
    }
    selectPastUnselectable()
  }

  /// Moves a selection left on a header or separator (the first lines of a list start with a
  /// header) to the next row that can be selected, else the one before, keeping the screen.
  private func selectPastUnselectable() {
    let selected = viewport.selected
    guard lines.indices.contains(selected), !lines[selected].isSelectable else { return }
    let next = lines[selected...].firstIndex { $0.isSelectable }
    guard let target = next ?? lines[..<selected].lastIndex(where: { $0.isSelectable }) else {
      return
    }
    viewport.place(target, onScreenLine: target - viewport.top)
  }

  private func layOut(_ rows: DerivedRows<Item, Key, Separator>) {
    var lines: [Line] = []
    var starts: [Int] = []
    var itemSections = 0
    for section in 0..<rows.sectionCount {
      if let key = rows.sectionID(at: section).key {
        itemSections += 1
        if let title = headerTitle(key) { lines.append(.header(key, title: title)) }
      }
      starts.append(lines.count)
      for (row, id) in rows.rows(inSection: section).enumerated() {
        lines.append(.row(id, at: DerivedIndex(section: section, row: row)))
      }
    }
    self.lines = lines
    rowStarts = starts
    itemSectionCount = itemSections
  }

  /// The line of the row at `index`, or `nil` when there is no such row.
  public func line(of index: DerivedIndex) -> Int? {
    guard rowStarts.indices.contains(index.section), index.row >= 0 else { return nil }
    let line = rowStarts[index.section] + index.row
    guard lines.indices.contains(line), lines[line].index == index else { return nil }
    return line
  }

  /// The lines on screen for a body of `height` lines (the viewport clamped first).
  public func visibleLines(height: Int) -> Range<Int> {
    viewport.clamp(itemCount: lines.count, height: height)
    return viewport.visibleRange(itemCount: lines.count, height: height)
  }

  /// Moves the selection off a header or separator line, towards `direction` (see
  /// ``ListViewport/skip(direction:itemCount:height:isSelectable:)``).
  public func skipUnselectable(direction: Int, height: Int) {
    let lines = lines
    viewport.skip(direction: direction, itemCount: lines.count, height: height) {
      lines[$0].isSelectable
    }
  }

  /// Reports the rows on screen that were not at the last report through ``onRowsAppear``,
  /// and remembers what is on screen. Rows that stay on screen are not reported again (the
  /// pager's adaptive prefetch reads the scroll speed from the rows reported).
  public func reportRowsOnScreen(height: Int) {
    var shown = Set<Row>()
    var appeared: [DerivedIndex] = []
    for line in visibleLines(height: height) {
      guard case .row(let row, let index) = lines[line] else { continue }
      shown.insert(row)
      if !onScreen.contains(row) { appeared.append(index) }
    }
    onScreen = shown
    if !appeared.isEmpty { onRowsAppear?(appeared) }
  }

  /// Keeps whether the refresh spinner turns.
  public func setRefreshControlSpinning(_ spinning: Bool) { isRefreshing = spinning }

  /// Keeps the footer.
  public func showFooter(_ footer: RefreshPresentation.Footer) { self.footer = footer }

  /// Keeps the prepend header.
  public func showPrependHeader(_ header: RefreshPresentation.PrependHeader) {
    prependHeader = header
  }

  /// Keeps the placeholder.
  public func showPlaceholder(_ placeholder: RefreshPresentation.Placeholder) {
    self.placeholder = placeholder
  }

  /// Keeps the announcement (a terminal has no screen reader; a screen may show it).
  public func announce(_ announcement: String) { lastAnnouncement = announcement }

  /// The first item or placeholder on screen (else the first row on screen), which the
  /// binding keeps in place: what the user reads, not a header or a day line that moves away
  /// when older rows of the same day arrive above it.
  public var firstVisibleRow: DerivedIndex? {
    let onScreen = lines[min(viewport.top, lines.count)...]
    return (onScreen.first { $0.isSelectable } ?? onScreen.first { $0.row != nil })?.index
  }
}
