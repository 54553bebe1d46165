extension SectionedRowsUpdate {
  /// The sections and their rows, in order, that a diffable data source's snapshot holds
  /// after this update: every section, placeholders included. O(S + p) for S sections and p
  /// placeholders (an items section's rows are shared, not copied).
  package var snapshotSections: [(section: DerivedSection<Key>, rows: [Row])] { rows.allRows }

  /// The rows a diffable data source reconfigures after this update: the items whose value
  /// changed (``DerivedChange/updatedRows``), and the items that arrive in a new section or as
  /// new rows of a section but that `wasShown` says the screen showed before (an edit that took
  /// the item out of a section that is gone, or into one that is new: the change names it
  /// removed and inserted, a diffable data source sees the same id move and would keep its old
  /// cell). Every row named is shown before and after (reconfiguring any other row crashes
  /// UIKit). None when the update reloads everything. O(u + i) for u updated and i inserted
  /// rows.
  package func reconfiguredRows(wasShown: (Row) -> Bool) -> [Row] {
    guard !reloads else { return [] }
    var rows = change.updatedRows.map { Row.item($0.id) }
    var named = Set(rows)
    func arrived(_ row: Row) {
      guard row.itemID != nil, !named.contains(row), wasShown(row) else { return }
      named.insert(row)
      rows.append(row)
    }
    for index in change.insertedRows {
      if let row = self.rows.row(at: index) { arrived(row) }
    }
    for section in change.insertedSections {
      self.rows.rows(inSection: section).forEach(arrived)
    }
    return rows
  }

  /// The place of the last row after this update (where a chat opens), `nil` when there is
  /// no row. O(1) but for a last section of placeholders before the items (O(p)).
  package var lastRow: DerivedIndex? {
    let section = rows.sectionCount - 1
    guard section >= 0 else { return nil }
    let count =
      switch rows.sectionID(at: section) {
      case .placeholdersAfter: rows.placeholdersAfter
      case .placeholdersBefore, .items: rows.rows(inSection: section).count
      }
    return count > 0 ? DerivedIndex(section: section, row: count - 1) : nil
  }

  /// A row identifier of these rows.
  package typealias Row = DerivedRow<Item.ID, Key, Separator>
}
