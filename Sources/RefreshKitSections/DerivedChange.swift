/// A row's place in a sectioned list: its section's index and its index within the section.
public struct DerivedIndex: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The section's index.
  public var section: Int
  /// The row's index within the section.
  public var row: Int

  /// The row `row` of section `section`.
  public init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  /// Whether `lhs` comes before `rhs`: by section, then by row.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }

  /// `section.row`, as in `2.7`.
  public var description: String { "\(section).\(row)" }
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
public struct DerivedChange<
  ItemID: Hashable & Sendable, Key: Hashable & Sendable, Separator: Hashable & Sendable
>: Hashable, Sendable {
  /// A row identifier of this list.
  public typealias Row = DerivedRow<ItemID, Key, Separator>

  /// One section that changed place.
  public struct SectionMove: Hashable, Sendable {
    /// The section.
    public var id: DerivedSection<Key>
    /// Its index before.
    public var from: Int
    /// Its index after.
    public var to: Int
  }

  /// One row that changed place (within its section or to another one).
  public struct RowMove: Hashable, Sendable {
    /// The row.
    public var id: Row
    /// Its place before.
    public var from: DerivedIndex
    /// Its place after.
    public var to: DerivedIndex
  }

  /// One item whose value changed.
  public struct RowUpdate: Hashable, Sendable {
    /// The item.
    public var id: ItemID
    /// Its place before.
    public var from: DerivedIndex
    /// Its place after.
    public var to: DerivedIndex
  }

  /// How many sections the list had.
  public var oldSectionCount = 0
  /// How many sections it has.
  public var newSectionCount = 0
  /// Old indices of the sections that are gone, ascending.
  public var removedSections: [Int] = []
  /// New indices of the sections that are new, ascending.
  public var insertedSections: [Int] = []
  /// Sections that stayed and changed their relative order, ascending by ``SectionMove/to``.
  public var movedSections: [SectionMove] = []
  /// Old places of the rows that are gone, ascending.
  public var removedRows: [DerivedIndex] = []
  /// New places of the rows that are new, ascending.
  public var insertedRows: [DerivedIndex] = []
  /// Rows that stayed and changed place, ascending by ``RowMove/to``.
  public var movedRows: [RowMove] = []
  /// Items whose value changed, ascending by ``RowUpdate/to``.
  public var updatedRows: [RowUpdate] = []

  /// An empty change of a list of `sectionCount` sections.
  package init(sectionCount: Int) {
    oldSectionCount = sectionCount
    newSectionCount = sectionCount
  }

  /// Whether nothing changed.
  public var isEmpty: Bool {
    removedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
      && removedRows.isEmpty && insertedRows.isEmpty && movedRows.isEmpty && updatedRows.isEmpty
  }
}
