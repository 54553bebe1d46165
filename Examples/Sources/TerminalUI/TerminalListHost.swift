public import RefreshKit

/// A terminal list as a RefreshKit `PagerListHost`: it keeps what a `PagerListBinding` tells
/// it (every row, placeholders included, the footer, the prepend header, the placeholder and
/// the last announcement) and a ``ListViewport`` over the rows. It only draws: every decision
/// is the binding's.
///
/// When rows change above the screen (older comments prepended, a trim, a restoration), the
/// viewport moves with the row the binding keeps, so the row on each screen line stays there,
/// and the selection stays on the row it was on.
///
/// ```swift
/// let host = TerminalListHost<Int>(startsAtEnd: true)     // a chat: opens at the newest row
/// let binding = PagerListBinding(pager: pager, host: host)
/// binding.start()
/// host.viewport.move(by: -1, itemCount: host.rows.count, height: 20)
/// binding.rowsWillAppear(atPositions: host.viewport.visibleRange(itemCount: host.rows.count, height: 20))
/// ```
///
/// Isolation: main actor, like the binding.
@MainActor
public final class TerminalListHost<ItemID: Hashable & Sendable>: PagerListHost {
  /// Every row, in order: items by id and placeholders by position.
  public private(set) var rows: [PagerRow<ItemID>] = []
  /// The selected row and the first row on screen.
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
  /// Whether the first rows open with the last one selected (a chat), instead of the first.
  public let startsAtEnd: Bool

  /// Creates an empty host; with `startsAtEnd` the first rows shown open at the last one.
  public init(startsAtEnd: Bool = false) {
    self.startsAtEnd = startsAtEnd
  }

  /// Shows every row, keeping the kept row on its screen line. A list that starts at the end
  /// selects its last row when its first rows arrive, and follows rows added at the end while
  /// its last row is selected.
  public func applyRows(_ update: PagerRowsUpdate<ItemID>) {
    let oldCount = rows.count
    let wasAtEnd = oldCount == 0 || viewport.selected == oldCount - 1
    rows = update.rows.ids
    if let keep = update.keep {
      viewport.follow(rowFrom: keep.oldIndex, to: keep.newIndex)
    } else if rows.isEmpty {
      viewport.reset()
    } else if startsAtEnd, wasAtEnd, rows.count > oldCount {
      // A chat that shows its newest row keeps showing the newest row as rows arrive.
      viewport.select(rows.count - 1, itemCount: rows.count, height: 1)
    }
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

  /// The first row on screen, which the binding keeps in place.
  public var firstVisibleRow: Int? { rows.isEmpty ? nil : viewport.top }
}
