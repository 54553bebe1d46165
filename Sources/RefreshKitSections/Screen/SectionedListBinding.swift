@_spi(Diagnostics) public import RefreshKit

/// Drives a sectioned list view from a ``Pager`` through a ``DerivedRowsLayout``: the rows
/// (sections, separators, a local filter) with their exact change sets, and every decision of
/// `PagerListBinding` besides, with the drawing left to a ``SectionedListHost``.
///
/// - Rows: every change of the pager's items and placeholders, and every filter change, reaches
///   the host once, as a ``SectionedRowsUpdate`` that animates or reloads. Row and section
///   identifiers are unique and stable (see ``DerivedRow`` and ``DerivedSection``).
/// - Place: when rows change above the topmost row on screen (older pages loading above, a
///   trim, a filter), the update names that row and where it was; the host only moves its
///   offset. A filter change keeps the user's place and sends no request (unless it hides
///   every row held: then pages load until a row shows).
/// - Paging: rows report their appearance in the shown rows' positions
///   (``rowsWillAppear(at:)``), which map back to the pager's, so the next page starts the same
///   distance from the end of what is shown, and a filter that hides whole pages keeps loading
///   until a row shows or the end is reached (see ``DerivedRowsDriver``).
/// - Refresh control, footer, prepend header, placeholder and announcements: exactly
///   `PagerListBinding`'s, except that "20 more results loaded" counts the rows that show.
///
/// ```swift
/// let layout = DerivedRowsLayout<Message, Day, Day>(sectionKey: \.day)
/// let binding = SectionedListBinding(pager: pager, layout: layout, host: self)
/// binding.start()
/// // willDisplay and prefetchRowsAt:
/// binding.rowsWillAppear(at: [DerivedIndex(section: indexPath.section, row: indexPath.row)])
/// binding.setFilter { !$0.isMuted }   // no request; the place is kept
/// ```
///
/// Isolation: main actor. It holds the pager strongly and the host weakly; ``stop()`` (or
/// releasing the binding) stops the host's updates.
@MainActor
public final class SectionedListBinding<
  Query: Hashable & Sendable, Cursor: Hashable & Sendable,
  Item: Identifiable & Equatable & Sendable, Key: Hashable & Sendable,
  Separator: Hashable & Sendable
> where Item.ID: Sendable {
  /// The rows' type.
  public typealias Rows = DerivedRows<Item, Key, Separator>
  private let driver: DerivedRowsDriver<Query, Cursor, Item, Key, Separator>
  private weak var host: (any SectionedListHost<Item, Key, Separator>)?
  private let relay: PresentationRelay<Item, Key, Separator>
  private var presentation: PagerListBinding<Query, Cursor, Item>?
  private let animationLimit: Int
  private var started = false
  /// The row topmost on screen before the change under way, and its place then.
  private var kept: (row: Rows.Row, at: DerivedIndex)?
  /// The pager position of the kept row while the filter changes: where its nearest shown
  /// neighbour is found when the new filter hides it.
  private var keptPosition: Int?
  /// The update the host is applying, while it applies it.
  private var applying: SectionedRowsUpdate<Item, Key, Separator>?

  /// Creates a binding that shows `pager`'s items in `host`, laid out by `layout`; changes
  /// that name more than `animationLimit` rows reload instead of animating.
  public init(
    pager: Pager<Query, Cursor, Item>, layout: DerivedRowsLayout<Item, Key, Separator>,
    host: any SectionedListHost<Item, Key, Separator>, animationLimit: Int = 300
  ) {
    driver = DerivedRowsDriver(pager: pager, layout: layout, following: false)
    self.host = host
    self.animationLimit = animationLimit
    relay = PresentationRelay(host: host)
    driver.willChange = { [weak self] in self?.rowsWillChange() }
    driver.onChange = { [weak self] change in self?.rowsDidChange(change) }
    presentation = PagerListBinding(
      pager: pager, host: relay,
      shownCount: { [driver] change in
        let items = driver.pager.items
        let isShown = driver.rows.layout.isShown
        return change.insertedIndices.count { items.indices.contains($0) && isShown(items[$0]) }
      })
  }

  /// The rows shown, as of the last change.
  public var rows: Rows { driver.rows }

  /// Starts showing the pager: all rows (a reload), the footer and placeholder, then the first
  /// load when nothing is loaded or loading. Calling it again does nothing.
  public func start() {
    guard !started else { return }
    started = true
    relay.host = host
    // The presentation observes the pager first: it counts a page's rows before the driver,
    // following the same change, reports the row on screen again (which may settle the load).
    presentation?.start()
    driver.follow()
    send(
      SectionedRowsUpdate(
        rows: driver.rows, change: Rows.Change(sectionCount: driver.rows.sectionCount),
        reloads: true, keep: nil))
  }

  /// Stops showing the pager; the pager and its loads go on.
  public func stop() {
    started = false
    relay.host = nil
    presentation?.stop()
    driver.stop()
  }

  /// The user pulled the refresh control (see `PagerListBinding.refreshControlDidPull()`).
  public func refreshControlDidPull() { presentation?.refreshControlDidPull() }

  /// The footer's, the header's or the placeholder's retry button was tapped.
  public func retryTapped() { presentation?.retryTapped() }

  /// Rows at `indices` of ``rows`` are about to appear: the pager loads what the first and the
  /// last of them call for, at either end, and the first becomes the place kept through
  /// changes (see ``DerivedRowsDriver/rowsDidAppear(from:to:)``).
  /// Reported from inside ``SectionedListHost/applySections(_:)``, rows above the update's
  /// kept row do not count: they are laid out at the offset the host is about to leave.
  public func rowsWillAppear(at indices: some Sequence<DerivedIndex>) {
    let appearing = indices.filter(countsAsAppearing)
    guard let first = appearing.min(), let last = appearing.max() else { return }
    driver.rowsDidAppear(from: first, to: last)
  }

  /// Shows the items `isShown` accepts: the same items laid out again, the place kept, and no
  /// request sent.
  public func setFilter(_ isShown: @escaping @Sendable (Item) -> Bool) {
    keptPosition = host?.firstVisibleRow.flatMap { driver.rows.pagerPosition(of: $0) }
    defer { keptPosition = nil }
    driver.setFilter(isShown)
  }

  private func countsAsAppearing(_ index: DerivedIndex) -> Bool {
    guard let keep = applying?.keep else { return true }
    return index >= keep.to
  }

  private func rowsWillChange() {
    guard started, let index = host?.firstVisibleRow, let row = driver.rows.row(at: index) else {
      kept = nil
      return
    }
    kept = (row, index)
  }

  private func rowsDidChange(_ change: Rows.Change) {
    guard started else { return }
    let rows = driver.rows
    var keep: Rows.Change.RowMove?
    if let kept,
      let now = rows.index(of: kept.row) ?? keptPosition.flatMap(rows.index(ofPagerPosition:)),
      let row = rows.row(at: now), now != kept.at || row != kept.row
    {
      keep = Rows.Change.RowMove(id: row, from: kept.at, to: now)
    }
    kept = nil
    // The rows an inserted section brings count; a removed section counts once (its rows
    // are gone from `rows`).
    let named =
      change.removedRows.count + change.insertedRows.count + change.movedRows.count
      + change.removedSections.count
      + change.insertedSections.reduce(0) { $0 + rows.rows(inSection: $1).count }
    send(
      SectionedRowsUpdate(rows: rows, change: change, reloads: named > animationLimit, keep: keep))
  }

  private func send(_ update: SectionedRowsUpdate<Item, Key, Separator>) {
    applying = update
    host?.applySections(update)
    applying = nil
  }
}

/// Hands the footer, header, placeholder, refresh control and announcements that
/// `PagerListBinding` decides to a ``SectionedListHost``; the rows go their own way.
@MainActor
private final class PresentationRelay<
  Item: Identifiable & Sendable, Key: Hashable & Sendable, Separator: Hashable & Sendable
>: PagerListHost where Item.ID: Sendable {
  weak var host: (any SectionedListHost<Item, Key, Separator>)?

  init(host: any SectionedListHost<Item, Key, Separator>) { self.host = host }

  func applyRows(_ update: PagerRowsUpdate<Item.ID>) {}
  func showFooter(_ footer: RefreshPresentation.Footer) { host?.showFooter(footer) }
  func showPlaceholder(_ placeholder: RefreshPresentation.Placeholder) {
    host?.showPlaceholder(placeholder)
  }
  func setRefreshControlSpinning(_ spinning: Bool) { host?.setRefreshControlSpinning(spinning) }
  func showPrependHeader(_ header: RefreshPresentation.PrependHeader) {
    host?.showPrependHeader(header)
  }
  func announce(_ announcement: String) { host?.announce(announcement) }
}
