import RefreshKitLocking
import Testing

@testable import RefreshKit
@_spi(Benchmarks) @testable import RefreshKitSections

/// An id that counts how often it is hashed: a change that hashes a few hundred ids touched a
/// few hundred rows, whatever the list's length.
private struct CountedID: Hashable, Sendable {
  static let hashes = Locked(0)
  let value: Int

  func hash(into hasher: inout Hasher) {
    Self.hashes.withLock { $0 += 1 }
    hasher.combine(value)
  }
}

private struct CountedItem: Identifiable, Equatable, Sendable {
  let id: CountedID
  var section: CountedID
  var revision = 0
}

private typealias CountedRows = DerivedRows<CountedItem, CountedID, Int>

/// `count` items in sections of 100, a separator every 10 rows (the benchmark's shape).
private func sectioned(_ count: Int) -> (IdentifiedItems<CountedItem>, CountedRows) {
  let items = IdentifiedItems(
    (0..<count).map { CountedItem(id: CountedID(value: $0), section: CountedID(value: $0 / 100)) })
  let layout = DerivedRowsLayout<CountedItem, CountedID, Int>(
    sectionKey: { $0.section },
    separator: { _, after in after.flatMap { $0.id.value % 10 == 0 ? $0.id.value / 10 : nil } })
  return (items, CountedRows(layout: layout, items: items))
}

/// Counts the ids and keys hashed by `work`.
private func hashes(_ work: () -> Void) -> Int {
  let before = CountedID.hashes.withLock { $0 }
  work()
  return CountedID.hashes.withLock { $0 } - before
}

/// What a change costs the derived rows, counted in ids and keys hashed rather than timed: it
/// follows the change and the sections it touches, so 100,000 rows in 1,000 sections cost
/// what 1,000 rows in 10 sections cost, within 2×.
@Suite("DerivedRows: a change costs its sections, not the list", .serialized)
struct SectionsCostTests {
  private func updateOneRow(in count: Int) -> (hashes: Int, change: CountedRows.Change) {
    var (items, rows) = sectioned(count)
    let index = count / 2 + 5
    var item = items[index]
    item.revision += 1
    items.replace(at: index, with: item)
    var change = CountedRows.Change(sectionCount: 0)
    let cost = hashes {
      change = rows.apply(
        ListChange(oldCount: count, newCount: count, updatedIDs: [item.id]), items: items)
    }
    return (cost, change)
  }

  private func appendPage(to count: Int) -> (hashes: Int, change: CountedRows.Change) {
    var (items, rows) = sectioned(count)
    for value in count..<(count + 100) {
      _ = items.appendOrUpdate(
        CountedItem(id: CountedID(value: value), section: CountedID(value: value / 100)))
    }
    var change = CountedRows.Change(sectionCount: 0)
    let cost = hashes { change = rows.apply(.appending(100, to: count), items: items) }
    return (cost, change)
  }

  @Test("one row updated among 100,000 rows in 1,000 sections costs at most 2× the same in 1,000")
  func updateOneRow() {
    let small = updateOneRow(in: 1_000)
    let large = updateOneRow(in: 100_000)
    #expect(small.change.updatedRows.count == 1 && large.change.updatedRows.count == 1)
    #expect(large.change.insertedRows.isEmpty && large.change.removedRows.isEmpty)
    #expect(large.hashes <= 2 * small.hashes, "\(large.hashes) hashes against \(small.hashes)")
    #expect(large.hashes < 2_000)
  }

  @Test("a page appended to 100,000 sectioned rows costs at most 2× the same at 1,000")
  func appendPage() {
    let small = appendPage(to: 1_000)
    let large = appendPage(to: 100_000)
    #expect(small.change.insertedSections == [10] && large.change.insertedSections == [1_000])
    #expect(large.hashes <= 2 * small.hashes, "\(large.hashes) hashes against \(small.hashes)")
    #expect(large.hashes < 4_000)
  }

  @Test("the benchmark's scenarios follow their changes and match deriving from scratch")
  func benchmarkScenarios() {
    var scenario = DerivedRowsBenchmark(rowCount: 2_000, sectionSize: 100)
    #expect(scenario.updateOneRow().updatedRows.count == 1)
    #expect(scenario.appendPage().insertedSections.count == 1)
    let derived = scenario.rows.allRows.flatMap { $0.rows }
    #expect(scenario.updateOneRowFromScratch().isEmpty, "an update changes no row id")
    let inserted = scenario.appendPageFromScratch().insertions.count
    #expect(inserted == 110, "100 rows and 10 separators")
    #expect(derived.count + inserted == scenario.rows.allRows.reduce(0) { $0 + $1.rows.count })
  }
}
