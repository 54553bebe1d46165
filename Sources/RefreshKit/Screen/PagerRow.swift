/// One row of a list that shows a ``Pager``: an item, by its id, or a placeholder (a row the
/// pager counts but does not hold), by its position among all rows.
///
/// Both are unique and stable, so they are what a diffable data source's snapshot holds: an
/// item keeps its identifier wherever it moves, and a placeholder keeps its identifier while
/// pages above it are loaded or trimmed (its position does not change).
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Int, PagerRow<Message.ID>>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(update.rows.ids, toSection: 0)
/// switch row {
/// case .item(let id): configure(cell, with: pager.items[id: id])
/// case .placeholder: configurePlaceholder(cell)
/// }
/// ```
public enum PagerRow<ID: Hashable & Sendable>: Hashable, Sendable {
  /// The row of the item with this id.
  case item(ID)
  /// A row not loaded (or trimmed), at this position among all rows.
  case placeholder(Int)

  /// The item's id, or `nil` for a placeholder.
  public var itemID: ID? {
    if case .item(let id) = self { return id }
    return nil
  }

  /// Whether the row is a placeholder.
  package var isPlaceholder: Bool { itemID == nil }
}

/// A row a host keeps where it is on screen while rows above it change: a prepend, a trim,
/// a ``RefreshPolicy/keepPosition`` refresh, a restoration.
///
/// Measure the row at ``oldIndex`` before applying the update, then move the content offset
/// so that the row at ``newIndex`` sits at the same distance from the top; when ``oldIndex``
/// is `nil` (the row was not shown: a restoration), scroll it to the top.
///
/// ```swift
/// let distance = keep.oldIndex.map { tableView.rectForRow(at: IndexPath(row: $0, section: 0)).minY }
/// ```
public struct PagerKeptRow<ID: Hashable & Sendable>: Hashable, Sendable {
  /// The row to keep.
  public var row: PagerRow<ID>
  /// Its index among the rows shown before the update; `nil` when it was not shown.
  public var oldIndex: Int?
  /// Its index among the rows after the update.
  public var newIndex: Int

  /// Creates a kept row.
  package init(row: PagerRow<ID>, oldIndex: Int?, newIndex: Int) {
    self.row = row
    self.oldIndex = oldIndex
    self.newIndex = newIndex
  }
}

/// Everything a host needs to show one change of a ``Pager``: every row (placeholders
/// included), the change from the rows shown before, and the row to keep on screen.
///
/// The binding makes the three UIKit crashes of diffable data sources impossible: the row
/// identifiers are unique, ``ListChange/updatedIDs`` names only rows present before and after
/// the update (reconfigure them), and no update reaches a host while it applies another one.
///
/// ```swift
/// func applyRows(_ update: PagerRowsUpdate<Message.ID>) {
///   print(update.rows.ids.count, update.rows.style, update.keep as Any)
/// }
/// ```
public struct PagerRowsUpdate<ID: Hashable & Sendable>: Hashable, Sendable {
  /// Every row after the change, and the exact change from the rows shown before.
  public var rows: ListUpdate<PagerRow<ID>>
  /// The items alone, and the change from the items shown before.
  package var items: ListUpdate<ID>
  /// The row to keep where it is on screen, when rows above it changed.
  public var keep: PagerKeptRow<ID>?

  /// Creates an update from its parts.
  package init(
    rows: ListUpdate<PagerRow<ID>>, items: ListUpdate<ID>, keep: PagerKeptRow<ID>? = nil
  ) {
    self.rows = rows
    self.items = items
    self.keep = keep
  }
}
