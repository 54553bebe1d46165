@_spi(Diagnostics) public import RefreshKit

/// Follows a pager with its ``DerivedRows`` and reports the rows on screen back to it, so that a
/// local filter never fools the paging:
/// - a row that appears is reported at its own pager position (the row a trim keeps and a
///   refresh keeps in place) and prefetches from `DerivedRows.prefetchPosition(ofShown:)`:
///   the next page starts the same distance from the end of what is *shown*;
/// - after every change of the pager, the row on screen (the anchor, or its nearest shown
///   neighbour) is reported again, so a page the filter hides whole loads the next one, until a
///   row shows or `LoadStates.append` says the end is reached, and a page filtered down to a
///   few rows is never taken for the last one. The pager loads nothing past its end and never
///   starts a load that runs, so this neither loops nor requests a page twice;
/// - changing the filter lays the same items out again, keeps the anchor, and reports nothing:
///   it sends no request.
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
  /// The rows shown, as of the pager's last change.
  public private(set) var rows: Rows
  /// The item of the row last on screen (a separator's item, see
  /// ``DerivedRows/pagerPosition(of:)``): the user's place, kept through filter changes.
  package private(set) var anchorID: Item.ID?
  /// The position of the placeholder last on screen, when that row was a placeholder.
  private var anchorPlaceholder: Int?
  /// Called with every change of the rows (the pager's, or the filter's), before the row on
  /// screen is reported again.
  public var onChange: (@MainActor (Rows.Change) -> Void)?
  /// Called before the rows change (the pager's change, or the filter's), while ``rows`` are
  /// still the old ones.
  package var willChange: (@MainActor () -> Void)?
  private var observation: Pager<Query, Cursor, Item>.ChangeObservation?

  /// Lays `pager`'s items out with `layout` and follows its changes until ``stop()``.
  public init(pager: Pager<Query, Cursor, Item>, layout: DerivedRowsLayout<Item, Key, Separator>) {
    self.pager = pager
    rows = Rows(
      layout: layout, items: pager.items, placeholdersBefore: pager.placeholdersBefore,
      placeholdersAfter: pager.placeholdersAfter)
    observation = pager.observeChanges { [weak self] change in self?.pagerDidChange(change) }
  }

  /// Stops following the pager.
  public func stop() {
    guard let observation else { return }
    pager.stopObserving(observation)
    self.observation = nil
  }

  /// The row at `index` appeared: it becomes the anchor, and the pager loads what it calls for
  /// (see `Pager.positionDidAppear(_:prefetchAt:)`).
  public func rowDidAppear(at index: DerivedIndex) {
    guard let position = rows.pagerPosition(of: index) else { return }
    let itemIndex = position - rows.placeholdersBefore
    if rows.items.indices.contains(itemIndex) {
      anchorID = rows.items[itemIndex].id
      anchorPlaceholder = nil
    } else {
      anchorID = nil
      anchorPlaceholder = position
    }
    report(index, position: position)
  }

  /// The row of the anchor now: its own, or its nearest shown neighbour's when the filter
  /// hides it (see `DerivedRows.index(ofPagerPosition:)`); `nil` before any row appeared.
  public var anchorRow: DerivedIndex? {
    if let anchorID, let index = rows.items.index(id: anchorID) {
      return rows.index(ofPagerPosition: rows.placeholdersBefore + index)
    }
    return anchorPlaceholder.flatMap { rows.index(ofPagerPosition: $0) }
  }

  /// Shows the items `isShown` accepts: lays the same items out again, keeps the anchor (or
  /// its nearest shown neighbour) and sends no request. Returns the change of the rows, which
  /// ``onChange`` receives too.
  @discardableResult
  public func setFilter(_ isShown: @escaping @Sendable (Item) -> Bool) -> Rows.Change {
    willChange?()
    let change = rows.relayout(rows.layout.filtered(by: isShown))
    onChange?(change)
    return change
  }

  /// Follows one change of the pager, then reports the row on screen again: an appended page
  /// that shows nothing leaves the user as near the end of what is shown as before.
  private func pagerDidChange(_ change: ListChange<Item.ID>) {
    willChange?()
    let derived = rows.apply(change, items: pager.items)
    onChange?(derived)
    guard let index = anchorRow, let position = rows.pagerPosition(of: index) else { return }
    report(index, position: position)
  }

  private func report(_ index: DerivedIndex, position: Int) {
    pager.positionDidAppear(
      position, prefetchAt: rows.prefetchPosition(ofShown: index) ?? position)
  }
}
