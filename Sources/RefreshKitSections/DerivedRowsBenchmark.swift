public import RefreshKit

/// The derived-rows benchmark scenarios, ready for the benchmark runner: a list of `rowCount`
/// items in sections of `sectionSize`, with a separator every 10 rows, and one step of it.
///
/// Each step returns the derived change it made; ``updateOneRowFromScratch()`` and
/// ``appendPageFromScratch(_:)`` are the same-run comparison: every row derived again and
/// diffed with `CollectionDifference`.
///
/// ```swift
/// var large = DerivedRowsBenchmark(rowCount: 100_000, sectionSize: 100)
/// var small = DerivedRowsBenchmark(rowCount: 1_000, sectionSize: 100)
/// measure { _ = large.updateOneRow() }  // at most 2× small.updateOneRow()
/// ```
@_spi(Benchmarks) public struct DerivedRowsBenchmark {
  /// A benchmark row: its section, and a revision an update bumps.
  @_spi(Benchmarks) public struct Item: Identifiable, Equatable, Sendable {
    /// The row's id.
    @_spi(Benchmarks) public let id: Int
    /// The key of the row's section.
    @_spi(Benchmarks) public var section: Int
    /// Bumped by every update.
    @_spi(Benchmarks) public var revision = 0
  }

  /// The rows measured.
  @_spi(Benchmarks) public typealias Rows = DerivedRows<Item, Int, Int>

  /// The pager's items.
  @_spi(Benchmarks) public private(set) var items: IdentifiedItems<Item>
  /// The rows derived from them, reading ``items``.
  @_spi(Benchmarks) public var rows: Rows {
    var rows = followed
    rows.items = items
    return rows
  }
  /// The rows, holding no items between steps, as ``DerivedRowsDriver`` keeps them: the
  /// items change in place.
  private var followed: Rows
  let sectionSize: Int
  var updates = 0

  /// `rowCount` items in sections of `sectionSize`.
  @_spi(Benchmarks) public init(rowCount: Int, sectionSize: Int) {
    self.sectionSize = sectionSize
    items = IdentifiedItems((0..<rowCount).map { Item(id: $0, section: $0 / sectionSize) })
    followed = Rows(layout: Self.layout, items: items)
    followed.releaseItems()
  }

  static var layout: DerivedRowsLayout<Item, Int, Int> {
    DerivedRowsLayout(
      sectionKey: { $0.section },
      separator: { _, after in after.flatMap { $0.id % 10 == 0 ? $0.id / 10 : nil } })
  }

  /// Updates one row in the middle of the list (a new revision) and follows the change.
  @_spi(Benchmarks) public mutating func updateOneRow() -> Rows.Change {
    follow(bumpOneRow())
  }

  /// Appends a page of `pageSize` rows (continuing the last section, then new ones) and
  /// follows the change.
  @_spi(Benchmarks) public mutating func appendPage(_ pageSize: Int = 100) -> Rows.Change {
    follow(append(pageSize))
  }

  /// The comparison for ``updateOneRow()``: every row derived from scratch after the update,
  /// and diffed with the rows before.
  @_spi(Benchmarks) public mutating func updateOneRowFromScratch() -> CollectionDifference<Rows.Row>
  {
    let old = rows.allRows.flatMap { $0.rows }
    _ = bumpOneRow()
    return rederived().difference(from: old)
  }

  /// The comparison for ``appendPage(_:)``.
  @_spi(Benchmarks) public mutating func appendPageFromScratch(_ pageSize: Int = 100)
    -> CollectionDifference<
      Rows.Row
    >
  {
    let old = rows.allRows.flatMap { $0.rows }
    _ = append(pageSize)
    return rederived().difference(from: old)
  }

  private mutating func rederived() -> [Rows.Row] {
    followed = Rows(layout: Self.layout, items: items)
    defer { followed.releaseItems() }
    return followed.allRows.flatMap { $0.rows }
  }

  /// Follows `change`, a change of ``items`` that ``bumpOneRow()`` or ``append(_:)`` made: the
  /// derived rows' part of a step, without the pager's.
  @_spi(Benchmarks) public mutating func follow(_ change: ListChange<Int>) -> Rows.Change {
    defer { followed.releaseItems() }
    return followed.apply(change, items: items)
  }

  /// Updates one item in the middle of the list (a new revision) without following the
  /// change: the pager's part of ``updateOneRow()``. The rows hold no items between steps,
  /// so this changes them in place.
  @_spi(Benchmarks) public mutating func bumpOneRow() -> ListChange<Int> {
    updates += 1
    let index = items.count / 2 + updates % sectionSize
    var item = items[index]
    item.revision += 1
    items.replace(at: index, with: item)
    return ListChange(oldCount: items.count, newCount: items.count, updatedIDs: [item.id])
  }

  /// Appends a page of `pageSize` items without following the change: the pager's part of
  /// ``appendPage(_:)``, in place.
  @_spi(Benchmarks) public mutating func append(_ pageSize: Int = 100) -> ListChange<Int> {
    let start = items.count
    for id in start..<(start + pageSize) {
      _ = items.appendOrUpdate(Item(id: id, section: id / sectionSize))
    }
    return .appending(pageSize, to: start)
  }
}
