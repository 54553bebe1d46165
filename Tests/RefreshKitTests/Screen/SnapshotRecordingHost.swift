import RefreshKit
import Testing

/// A host that checks every update the way a diffable data source does (it records an issue
/// for a duplicate identifier, a reconfigured identifier that is not there, and an update
/// applied while another one is being applied) and models a screen of `screenHeight` rows of
/// equal height: without a kept row the top index stays (UIKit keeps the content offset),
/// with one it moves so the kept row stays on its line (``laysOutAtOldOffset`` reports the rows
/// at the old top first, as a table does).
@MainActor
final class SnapshotRecordingHost<ItemID: Hashable & Sendable>: PagerListHost {
  /// The rows shown.
  private(set) var rows: [PagerRow<ItemID>] = []
  /// The index of the top row on screen.
  var top = 0
  /// How many rows the screen shows.
  let screenHeight: Int
  /// Every update applied, in order.
  private(set) var updates: [PagerRowsUpdate<ItemID>] = []
  /// The prepend headers shown, in order.
  private(set) var headers: [RefreshPresentation.PrependHeader] = []
  /// The announcements, in order.
  private(set) var announcements: [String] = []
  private(set) var footer: RefreshPresentation.Footer?
  /// The rows on screen before and after each update that kept a row.
  private(set) var screens: [(before: [PagerRow<ItemID>], after: [PagerRow<ItemID>])] = []
  /// Runs inside the next `applyRows`, once (a cell provider that changes the pager).
  var duringNextApply: (@MainActor () -> Void)?
  /// Reports the rows on screen as appearing after each update and scroll.
  var reportRows: (@MainActor ([Int]) -> Void)?
  /// Whether an update also reports the rows at the old top, by their new indices, before
  /// moving to the kept row, as a table applying an animated batch update lays out the cells
  /// at its old content offset first.
  var laysOutAtOldOffset = false
  private var isApplying = false

  init(screenHeight: Int = 10) {
    self.screenHeight = screenHeight
  }

  /// The indices of the rows on screen.
  var visible: Range<Int> { min(top, rows.count)..<min(top + screenHeight, rows.count) }
  /// The rows on screen.
  var screen: [PagerRow<ItemID>] { Array(rows[visible]) }

  var firstVisibleRow: Int? { rows.isEmpty ? nil : min(top, rows.count - 1) }

  func applyRows(_ update: PagerRowsUpdate<ItemID>) {
    if isApplying { Issue.record("an update applied while another one is being applied") }
    isApplying = true
    defer { isApplying = false }
    let ids = update.rows.ids
    if Set(ids).count != ids.count { Issue.record("duplicate row identifiers in \(ids)") }
    let reconfigured = Set(update.rows.change.updatedIDs)
    if !reconfigured.isSubset(of: ids) || !reconfigured.isSubset(of: rows) {
      Issue.record("reconfigures \(reconfigured) not in the snapshot")
    }
    if update.rows.style == .animated {
      if update.rows.change.oldCount != rows.count {
        Issue.record("batch update from \(update.rows.change.oldCount) rows, \(rows.count) shown")
      }
      let applied = update.rows.change.applied(to: rows) { ids[$0] }
      if applied != ids { Issue.record("the change set does not lead to the rows") }
    }
    let before = screen
    let oldTop = top
    rows = ids
    if laysOutAtOldOffset { reportRows?(Array(visible)) }
    if let keep = update.keep {
      let line = keep.oldIndex.map { $0 - oldTop } ?? 0
      top = max(0, keep.newIndex - line)
      screens.append((before, screen))
    }
    updates.append(update)
    if let run = duringNextApply {
      duringNextApply = nil
      run()
    }
    reportRows?(Array(visible))
  }

  func showFooter(_ footer: RefreshPresentation.Footer) { self.footer = footer }
  func showPlaceholder(_ placeholder: RefreshPresentation.Placeholder) {}
  func showPrependHeader(_ header: RefreshPresentation.PrependHeader) { headers.append(header) }
  func announce(_ announcement: String) { announcements.append(announcement) }

  /// Scrolls so that row `index` is the top row, and reports the rows on screen.
  func scroll(toTop index: Int) {
    top = max(0, index)
    reportRows?(Array(visible))
  }
}

extension SnapshotRecordingHost {
  /// Binds `pager` to this host; the host reports rows by position, as a cell provider does.
  func bind<Query, Cursor, Item>(_ pager: Pager<Query, Cursor, Item>)
    -> PagerListBinding<Query, Cursor, Item> where Item.ID == ItemID
  {
    let binding = PagerListBinding(pager: pager, host: self)
    reportRows = { [weak binding] in binding?.rowsWillAppear(atPositions: $0) }
    return binding
  }
}
