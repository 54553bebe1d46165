@_spi(Diagnostics) public import RefreshKit

/// Follows a pager with its ``DerivedRows`` and reports the rows on screen back to it, so that a
/// local filter never fools the paging:
/// - a row that appears is reported at its own pager position (the row a trim keeps and a
///   refresh keeps in place), and prefetches from the pager position as far from the pager's
///   last item as the row is from the last *shown* row: the next page starts the same distance
///   from the end of what is shown;
/// - after every change of the pager, the row on screen (the anchor, or its nearest shown
///   neighbour) is reported again, so a page the filter hides whole loads the next one, until a
///   row shows or `LoadStates.append` says the end is reached, and a page filtered down to a
///   few rows is never taken for the last one. The pager loads nothing past its end and never
///   starts a load that runs, so this neither loops nor requests a page twice;
/// - changing the filter lays the same items out again, keeps the anchor, and reports nothing:
///   it sends no request, unless it leaves no row of the items held shown: then, as after a
///   change of the pager that leaves none, the last item held is reported (the first once the
///   end is reached), so pages load until a row shows or the ends are reached.
///
/// ```swift
/// let driver = DerivedRowsDriver(pager: pager, layout: layout)
/// driver.onChange = { change in tableView.performBatchUpdates { apply(change) } }
/// driver.rowDidAppear(at: DerivedIndex(section: 2, row: 7))    // from willDisplay
/// let change = driver.setFilter { !$0.isMuted }                 // no request
/// ```
@MainActor
public final class DerivedRowsDriver<
  Query: Hashable & Sendable, Cursor: Hashable & Sendable,
  Item: Identifiable & Equatable & Sendable, Key: Hashable & Sendable,
  Separator: Hashable & Sendable
> where Item.ID: Sendable {
  /// The rows of this driver.
  public typealias Rows = DerivedRows<Item, Key, Separator>

  /// The pager followed.
  package let pager: Pager<Query, Cursor, Item>
  /// The rows shown, as of the pager's last change, reading the pager's items. O(1).
  ///
  /// Read them when needed rather than keeping them: rows kept across a change of the pager
  /// share its items' storage, and the pager's next change then copies them (O(n)).
  public var rows: Rows {
    var rows = held
    rows.items = pager.items
    return rows
  }
  /// The rows, without the items between changes (``DerivedRows/releaseItems()``): the
  /// pager's items stay uniquely held, and a change of one row costs what it touches.
  private var held: Rows
  /// Whether ``held`` missed changes (the driver stopped following).
  private var isStale = false
  /// The topmost row last on screen: the user's place, kept through filter changes.
  private var anchor: Place?
  /// The bottom row last on screen, when rows appeared as a range.
  private var trailing: Place?
  /// Called with every change of the rows (the pager's, or the filter's), before the row on
  /// screen is reported again.
  public var onChange: (@MainActor (Rows.Change) -> Void)?
  /// Called before the rows change (the pager's change, or the filter's), while ``rows`` are
  /// still the old ones.
  package var willChange: (@MainActor () -> Void)?
  private var observation: Pager<Query, Cursor, Item>.ChangeObservation?

  /// Lays `pager`'s items out with `layout` and follows its changes until ``stop()``.
  public convenience init(
    pager: Pager<Query, Cursor, Item>, layout: DerivedRowsLayout<Item, Key, Separator>
  ) {
    self.init(pager: pager, layout: layout, following: true)
  }

  /// Lays `pager`'s items out with `layout`, and follows its changes when `following`, or
  /// from ``follow()`` on.
  package init(
    pager: Pager<Query, Cursor, Item>, layout: DerivedRowsLayout<Item, Key, Separator>,
    following: Bool
  ) {
    self.pager = pager
    held = Rows(
      layout: layout, items: pager.items, placeholdersBefore: pager.placeholdersBefore,
      placeholdersAfter: pager.placeholdersAfter)
    held.releaseItems()
    if following { follow() }
  }

  /// Follows the pager's changes from now on; after ``stop()``, lays its items out again
  /// first (O(n)). Does nothing while following.
  package func follow() {
    guard observation == nil else { return }
    if isStale {
      held = Rows(
        layout: held.layout, items: pager.items, placeholdersBefore: pager.placeholdersBefore,
        placeholdersAfter: pager.placeholdersAfter)
      held.releaseItems()
      isStale = false
    }
    observation = pager.observeChanges { [weak self] change in self?.pagerDidChange(change) }
  }

  /// Stops following the pager.
  public func stop() {
    guard let observation else { return }
    pager.stopObserving(observation)
    self.observation = nil
    isStale = true
  }

  /// The row at `index` appeared: it becomes the anchor, and the pager loads what it calls for
  /// (as `Pager.positionDidAppear(_:)` does, with the prefetch distance measured on the shown
  /// rows).
  public func rowDidAppear(at index: DerivedIndex) {
    rowsDidAppear(from: index, to: index)
  }

  /// The rows from `first` to `last` are on screen: `first` becomes the anchor, and the pager
  /// loads what either end calls for. After every change both are reported again, so pages
  /// the filter hides keep loading at whichever end the screen is near.
  ///
  /// ```swift
  /// driver.rowsDidAppear(from: DerivedIndex(section: 0, row: 3), to: DerivedIndex(section: 1, row: 4))
  /// ```
  public func rowsDidAppear(from first: DerivedIndex, to last: DerivedIndex) {
    guard let firstPosition = rows.pagerPosition(of: first) else { return }
    anchor = place(at: firstPosition)
    let lastPosition = first == last ? nil : rows.pagerPosition(of: last)
    trailing = lastPosition.map(place(at:))
    report(first, position: firstPosition)
    if let lastPosition { report(last, position: lastPosition) }
  }

  /// The item of the anchor row (for a separator, the item after it in its section, else the
  /// one before); `nil` for a placeholder or before any row appeared.
  package var anchorID: Item.ID? {
    if case .item(let id) = anchor { return id }
    return nil
  }

  /// The row of the anchor now: its own, or its nearest shown neighbour's when the filter
  /// hides it (the one before it on a tie); `nil` before any row appeared.
  public var anchorRow: DerivedIndex? { anchor.flatMap(row(of:)) }

  /// Shows the items `isShown` accepts: lays the same items out again, keeps the anchor (or
  /// its nearest shown neighbour) and sends no request, unless no row of the items held shows
  /// any more (then pages load until one does). Returns the change of the rows, which
  /// ``onChange`` receives too.
  @discardableResult
  public func setFilter(_ isShown: @escaping @Sendable (Item) -> Bool) -> Rows.Change {
    willChange?()
    held.items = pager.items
    let change = held.relayout(held.layout.filtered(by: isShown))
    held.releaseItems()
    onChange?(change)
    if held.order.isEmpty { reportEndsHeld() }
    return change
  }

  /// Follows one change of the pager, then reports the row on screen again: an appended page
  /// that shows nothing leaves the user as near the end of what is shown as before.
  private func pagerDidChange(_ change: ListChange<Item.ID>) {
    willChange?()
    let derived = held.apply(change, items: pager.items)
    held.releaseItems()
    onChange?(derived)
    guard !held.order.isEmpty else { return reportEndsHeld() }
    let rows = self.rows
    for index in [anchorRow, trailing.flatMap(row(of:))].compactMap(\.self) {
      if let position = rows.pagerPosition(of: index) { report(index, position: position) }
    }
  }

  /// While the filter shows no row of the items held, reports the last item held, or the
  /// first once the end is reached: pages load forward until a row shows or the end is
  /// reached, then backward (with nothing shown, no row on screen ever would). One end at a
  /// time: in a `maxItems` window, loading at both ends would load the pages each trims again.
  private func reportEndsHeld() {
    guard !rows.items.isEmpty else { return }
    let first = rows.placeholdersBefore
    let end = pager.loadStates.append.endReached ? first : first + rows.items.count - 1
    pager.positionDidAppear(end, prefetchAt: end)
  }

  /// The place of the row at the pager's `position`.
  private func place(at position: Int) -> Place {
    let itemIndex = position - rows.placeholdersBefore
    guard rows.items.indices.contains(itemIndex) else { return .placeholder(position) }
    return .item(rows.items[itemIndex].id)
  }

  /// The row of `place` now, or of its nearest shown neighbour.
  private func row(of place: Place) -> DerivedIndex? {
    switch place {
    case .item(let id):
      guard let index = rows.items.index(id: id) else { return nil }
      return rows.index(ofPagerPosition: rows.placeholdersBefore + index)
    case .placeholder(let position): return rows.index(ofPagerPosition: position)
    }
  }

  private func report(_ index: DerivedIndex, position: Int) {
    pager.positionDidAppear(
      position, prefetchAt: rows.prefetchPosition(ofShown: index) ?? position)
  }

  /// Where a row on screen is: an item (wherever it moves), or a placeholder's position.
  private enum Place {
    case item(Item.ID)
    case placeholder(Int)
  }
}
