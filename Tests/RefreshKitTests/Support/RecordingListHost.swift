import RefreshKit
import Testing

/// A list view stand-in for ``PagerListBinding``: it keeps its rows the way a table view does
/// (a batch update must start from the rows it shows, or UIKit raises), logs every call, and,
/// like a table view calling `willDisplay`, reports the rows that come on screen after each
/// update when it has a screen of `visibleRows` rows.
@MainActor
final class RecordingListHost: PagerListHost {
  typealias ItemID = Int

  /// The rows shown, by id.
  private(set) var rows: [Int] = []
  /// Every call, in order: `reload N`, `animate +I -R ~U`, `spin on/off`, `footer …`, `placeholder …`.
  private(set) var log: [String] = []
  /// Whether the refresh control spins.
  private(set) var isSpinning = false
  private(set) var footer: RefreshPresentation.Footer?
  private(set) var placeholder: RefreshPresentation.Placeholder?
  /// How many rows fit on screen; `nil`: the host reports no rows by itself.
  var visibleRows: Int?
  /// The binding to report appearing rows to.
  var binding: PagerListBinding<String, Int, Article>?
  private var displayed: Set<Int> = []

  init(visibleRows: Int? = nil) {
    self.visibleRows = visibleRows
  }

  /// The number of updates applied.
  var updateCount: Int { log.count { $0.hasPrefix("reload") || $0.hasPrefix("animate") } }

  /// Shows the items alone (this host draws no placeholders), as a table of items would.
  func applyRows(_ update: PagerRowsUpdate<Int>) {
    apply(update.items)
  }

  private func apply(_ update: ListUpdate<Int>) {
    switch update.style {
    case .reloadData:
      rows = update.ids
      displayed = []
      log.append("reload \(rows.count)")
    case .animated:
      let change = update.change
      if change.oldCount != rows.count {
        Issue.record("batch update from \(change.oldCount) rows while showing \(rows.count)")
      }
      rows = change.applied(to: rows) { update.ids[$0] }
      displayed = displayed.filter { $0 < rows.count }
      log.append(
        "animate +\(change.insertedIndices.count) -\(change.removedIndices.count) ~\(change.updatedIDs.count)"
      )
    }
    if rows != update.ids { Issue.record("rows \(rows) after an update to \(update.ids)") }
    displayVisibleRows()
  }

  func setRefreshControlSpinning(_ spinning: Bool) {
    isSpinning = spinning
    log.append("spin \(spinning ? "on" : "off")")
  }

  func showFooter(_ footer: RefreshPresentation.Footer) {
    self.footer = footer
    log.append("footer \(footer)")
  }

  func showPlaceholder(_ placeholder: RefreshPresentation.Placeholder) {
    self.placeholder = placeholder
    log.append("placeholder \(placeholder)")
  }

  /// The user pulls the refresh control: like UIKit's, it spins by itself, then tells the binding.
  func pull() {
    isSpinning = true
    log.append("pulled")
    binding?.refreshControlDidPull()
  }

  /// Scrolls so that the rows in `range` show, as `willDisplay` would report them.
  func scroll(to range: Range<Int>) {
    let shown = range.clamped(to: 0..<rows.count)
    displayed = Set(shown)
    binding?.rowsWillAppear(at: shown)
  }

  /// Reports the rows of the first screen that were not on screen yet.
  private func displayVisibleRows() {
    guard let visibleRows else { return }
    let onScreen = Set(0..<min(visibleRows, rows.count))
    let appearing = onScreen.subtracting(displayed)
    displayed.formUnion(appearing)
    binding?.rowsWillAppear(at: appearing)
  }
}

/// A pager on a scripted server, bound to a recording host.
@MainActor
func makeBoundPager(
  visibleRows: Int? = nil, prefetchDistance: Int = 2
) -> (PagerListBinding<String, Int, Article>, RecordingListHost, ArticlePager, ArticleServer) {
  let (pager, server) = makeArticlePager(prefetchDistance: prefetchDistance)
  let host = RecordingListHost(visibleRows: visibleRows)
  let binding = PagerListBinding(pager: pager, host: host)
  host.binding = binding
  return (binding, host, pager, server)
}
