/// A row's place in a sectioned list: its section's index and its index within the section.
package struct DerivedIndex: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The section's index.
  package var section: Int
  /// The row's index within the section.
  package var row: Int

  /// The row `row` of section `section`.
  package init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  package static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }

  package var description: String { "\(section).\(row)" }
}

/// What changed in a sectioned list of ``DerivedRow``s: the change set a table or collection
/// view applies in one `performBatchUpdates`.
///
/// Coordinates follow UIKit's batch-update convention exactly:
/// - ``removedSections`` and ``removedRows`` are in the *old* list: section indices before
///   the update, and rows at their index in their section before the update;
/// - ``insertedSections`` and ``insertedRows`` are in the *new* list;
/// - moves go from the old place to the new (``SectionMove/from`` old, ``SectionMove/to``
///   new; ``RowMove/from`` old, ``RowMove/to`` new, possibly another section);
/// - a row of a moved section that is removed is named in the old section index, one inserted
///   in the new section index;
/// - rows of a removed or inserted section are never named (the section carries them); a row
///   moves between sections only when both sections stay: otherwise it is removed from one and
///   inserted into the other;
/// - sections and rows not named keep their relative order;
/// - ``updatedRows`` are items present before and after whose value changed, with both places
///   (`from` for `reloadRows` inside the batch, `to` for `reconfigureRows` after it). A moved
///   item can be updated too.
///
/// ```swift
/// func indexPath(_ index: DerivedIndex) -> IndexPath {
///   IndexPath(row: index.row, section: index.section)
/// }
/// tableView.performBatchUpdates {
///   tableView.deleteSections(IndexSet(change.removedSections), with: .fade)
///   tableView.insertSections(IndexSet(change.insertedSections), with: .fade)
///   for move in change.movedSections { tableView.moveSection(move.from, toSection: move.to) }
///   tableView.deleteRows(at: change.removedRows.map(indexPath), with: .fade)
///   tableView.insertRows(at: change.insertedRows.map(indexPath), with: .fade)
///   for move in change.movedRows {
///     tableView.moveRow(at: indexPath(move.from), to: indexPath(move.to))
///   }
/// }
/// tableView.reconfigureRows(at: change.updatedRows.map { indexPath($0.to) })
/// ```
package struct DerivedChange<
  ItemID: Hashable & Sendable, Key: Hashable & Sendable, Separator: Hashable & Sendable
>: Hashable, Sendable {
  /// A row identifier of this list.
  package typealias Row = DerivedRow<ItemID, Key, Separator>

  /// One section that changed place.
  package struct SectionMove: Hashable, Sendable {
    /// The section.
    package var id: DerivedSection<Key>
    /// Its index before.
    package var from: Int
    /// Its index after.
    package var to: Int
  }

  /// One row that changed place (within its section or to another one).
  package struct RowMove: Hashable, Sendable {
    /// The row.
    package var id: Row
    /// Its place before.
    package var from: DerivedIndex
    /// Its place after.
    package var to: DerivedIndex
  }

  /// One item whose value changed.
  package struct RowUpdate: Hashable, Sendable {
    /// The item.
    package var id: ItemID
    /// Its place before.
    package var from: DerivedIndex
    /// Its place after.
    package var to: DerivedIndex
  }

  /// How many sections the list had.
  package var oldSectionCount = 0
  /// How many sections it has.
  package var newSectionCount = 0
  /// Old indices of the sections that are gone, ascending.
  package var removedSections: [Int] = []
  /// New indices of the sections that are new, ascending.
  package var insertedSections: [Int] = []
  /// Sections that stayed and changed their relative order, ascending by ``SectionMove/to``.
  package var movedSections: [SectionMove] = []
  /// Old places of the rows that are gone, ascending.
  package var removedRows: [DerivedIndex] = []
  /// New places of the rows that are new, ascending.
  package var insertedRows: [DerivedIndex] = []
  /// Rows that stayed and changed place, ascending by ``RowMove/to``.
  package var movedRows: [RowMove] = []
  /// Items whose value changed, ascending by ``RowUpdate/to``.
  package var updatedRows: [RowUpdate] = []

  /// An empty change of a list of `sectionCount` sections.
  package init(sectionCount: Int) {
    oldSectionCount = sectionCount
    newSectionCount = sectionCount
  }

  /// Whether nothing changed.
  package var isEmpty: Bool {
    removedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
      && removedRows.isEmpty && insertedRows.isEmpty && movedRows.isEmpty && updatedRows.isEmpty
  }
}
