import RefreshKitLocking
import Testing

@_spi(Diagnostics) @testable import RefreshKit
@testable import RefreshKitSections

/// A real ``Pager`` under a local filter, driven through ``DerivedRowsDriver``: the paging is
/// not fooled by the filter (issue 33, part 3).
@MainActor
@Suite("DerivedRowsDriver: paging that is not fooled by the filter", .timeLimit(.minutes(2)))
struct DerivedRowsDriverTests {
  @Test(
    "a filter that hides 9 pages of every 10: a walk to the end of 10,000 rows loads every page once"
  )
  func filteredWalk() async throws {
    let source = EntrySource(pageCount: 500)
    let pager = source.pager(try PagerConfiguration(pageSize: 20, prefetchDistance: 5))
    let driver = DerivedRowsDriver(pager: pager, layout: EntrySource.oneInTenPages)
    await pager.refresh()
    let walk = await walkToTheEnd(driver)
    #expect(walk.problems == [])
    #expect(source.requestsPerCursor == Dictionary(uniqueKeysWithValues: (0..<500).map { ($0, 1) }))
    #expect(walk.shownItems == (0..<10_000).filter { $0 / 20 % 10 == 0 }, "never stops early")
    #expect(pager.loadStates.append.endReached, "the walk ends at the end")
  }

  @Test("a page filtered down to one row is not the last page: the next one loads")
  func pageFilteredDownToOneRow() async throws {
    let source = EntrySource(pageCount: 3)
    let pager = source.pager(try PagerConfiguration(pageSize: 20, prefetchDistance: 5))
    let layout = EntryLayout.dayLines().filtered { $0.id == 5 || $0.id >= 20 }
    let driver = DerivedRowsDriver(pager: pager, layout: layout)
    await pager.refresh()
    let only = try #require(driver.rows.index(ofItem: 5))
    driver.rowDidAppear(at: only)
    await pager.waitUntilIdle()
    #expect(source.requestsPerCursor == [0: 1, 1: 1], "page 1 loads, page 2 is still far")
    #expect(pager.items.count == 40)
    #expect(driver.anchorID == 5)
  }

  @Test(
    "changing the filter keeps the anchor row, or its nearest shown neighbour, and sends no request"
  )
  func filterChange() async throws {
    let source = EntrySource(pageCount: 5)
    let pager = source.pager(try PagerConfiguration(pageSize: 20, prefetchDistance: 5))
    let driver = DerivedRowsDriver(pager: pager, layout: .dayLines())
    var changes = 0
    driver.onChange = { _ in changes += 1 }
    await pager.refresh()
    driver.rowDidAppear(at: try #require(driver.rows.index(ofItem: 17)))
    await pager.waitUntilIdle()
    let requests = source.requestsPerCursor
    #expect(requests == [0: 1, 1: 1])
    let seen = changes

    driver.setFilter { $0.id % 2 == 0 }
    #expect(!pager.isLoading, "a filter starts no load")
    let neighbour = try #require(driver.anchorRow)
    #expect(driver.rows.pagerPosition(of: neighbour) == 16, "the one before on a tie")
    #expect(driver.anchorID == 17, "the anchor itself is kept")
    driver.setFilter { $0.id % 20 == 0 }
    #expect(driver.rows.pagerPosition(of: try #require(driver.anchorRow)) == 20)
    driver.setFilter { _ in true }
    #expect(driver.anchorRow == driver.rows.index(ofItem: 17), "back on the anchor row")
    await pager.waitUntilIdle()
    #expect(!pager.isLoading)
    #expect(source.requestsPerCursor == requests, "a filter change sends no request")
    #expect(changes == seen + 3, "each filter change is one change of the rows")
  }

  @Test(
    "a first page the filter hides whole loads the next ones until a row shows, no row on screen")
  func firstPageHidden() async throws {
    let source = EntrySource(pageCount: 30)
    let pager = source.pager(try PagerConfiguration(pageSize: 20, prefetchDistance: 5))
    let driver = DerivedRowsDriver(
      pager: pager, layout: EntryLayout.dayLines().filtered { $0.id / 20 == 4 })
    await pager.refresh()
    await pager.waitUntilIdle()
    #expect(source.requestsPerCursor == Dictionary(uniqueKeysWithValues: (0...4).map { ($0, 1) }))
    #expect(driver.rows.index(ofItem: 80) != nil)
  }

  @Test(
    "a filter that hides every row held loads on until a row shows; one that shows none ends at the end"
  )
  func filterHidingEverything() async throws {
    let source = EntrySource(pageCount: 8)
    let pager = source.pager(try PagerConfiguration(pageSize: 20, prefetchDistance: 5))
    let driver = DerivedRowsDriver(pager: pager, layout: .dayLines())
    await pager.refresh()
    driver.rowDidAppear(at: try #require(driver.rows.index(ofItem: 3)))
    await pager.waitUntilIdle()
    #expect(source.requestsPerCursor == [0: 1])
    driver.setFilter { $0.id / 20 == 3 }
    await pager.waitUntilIdle()
    #expect(source.requestsPerCursor == [0: 1, 1: 1, 2: 1, 3: 1], "until page 3 shows")
    #expect(driver.anchorRow == driver.rows.index(ofItem: 60), "the nearest shown row")
    driver.setFilter { _ in false }
    await pager.waitUntilIdle()
    #expect(source.requestsPerCursor == Dictionary(uniqueKeysWithValues: (0..<8).map { ($0, 1) }))
    #expect(pager.loadStates.append.endReached, "nothing shows: it stops at the end, once")
  }

  @Test("nothing shown in a window that trims: pages load forward, each once, until a row shows")
  func nothingShownInAWindow() async throws {
    let source = EntrySource(pageCount: 20, loadsBothWays: true)
    let pager = source.pager(
      try PagerConfiguration(pageSize: 20, prefetchDistance: 5, maxItems: 80))
    let driver = DerivedRowsDriver(
      pager: pager, layout: EntryLayout.dayLines().filtered { $0.id / 20 == 12 })
    await pager.refresh()
    await pager.waitUntilIdle()
    #expect(source.requestsPerCursor == Dictionary(uniqueKeysWithValues: (0...12).map { ($0, 1) }))
    #expect(driver.rows.index(ofItem: 240) != nil)
  }

  @Test(
    "with maxItems, the row on screen is never trimmed and no page loads twice under the filter")
  func windowedWalk() async throws {
    let source = EntrySource(pageCount: 500)
    let pager = source.pager(
      try PagerConfiguration(pageSize: 20, prefetchDistance: 5, maxItems: 400))
    let driver = DerivedRowsDriver(pager: pager, layout: EntrySource.oneInTenPages)
    await pager.refresh()
    let walk = await walkToTheEnd(driver, checkingWindow: 400)
    #expect(walk.problems == [])
    #expect(pager.placeholdersBefore > 9_000, "the window moved along")
    #expect(source.requestsPerCursor == Dictionary(uniqueKeysWithValues: (0..<500).map { ($0, 1) }))
    #expect(walk.shownItems == (0..<10_000).filter { $0 / 20 % 10 == 0 })
    #expect(pager.loadStates.append.endReached)
  }

  @Test(
    "a window too small to reach the next shown row stops loading: no page loads twice, the row on screen stays"
  )
  func windowTooSmallForTheGap() async throws {
    let source = EntrySource(pageCount: 500)
    let pager = source.pager(
      try PagerConfiguration(pageSize: 20, prefetchDistance: 5, maxItems: 200))
    let driver = DerivedRowsDriver(pager: pager, layout: EntrySource.oneInTenPages)
    await pager.refresh()
    driver.rowDidAppear(at: try #require(driver.rows.index(ofItem: 19)))
    await pager.waitUntilIdle()
    #expect(source.requestsPerCursor == Dictionary(uniqueKeysWithValues: (0..<10).map { ($0, 1) }))
    #expect(pager.items.index(id: 19) != nil, "the row on screen is held")
    #expect(pager.items.count == 200)
    #expect(!pager.isLoading, "nothing loads again and again")
  }

  /// Shows every row after the first, one by one, each once the pager is idle again, until the
  /// last row shows and the end is reached; with `checkingWindow`, checks after every step that
  /// the row on screen is held and at most that many items are.
  func walkToTheEnd(
    _ driver: DerivedRowsDriver<String, Int, SectionEntry, String, Int>,
    checkingWindow maxItems: Int? = nil
  ) async -> (shownItems: [Int], problems: [String]) {
    let pager = driver.pager
    var shown: [Int] = []
    var problems: [String] = []
    var next: DerivedIndex? = DerivedIndex(section: 0, row: 0)
    for step in 0..<5_000 {
      guard let index = next else { break }
      let item = driver.rows.rows(inSection: index.section)[index.row].itemID
      if let item { shown.append(item) }
      driver.rowDidAppear(at: index)
      await pager.waitUntilIdle()
      guard let anchor = driver.anchorID, let row = driver.anchorRow else {
        problems.append("step \(step): no row on screen")
        break
      }
      if item == nil {  // a day line: the row on screen is the item after it, shown next
        next = row
        continue
      }
      if let maxItems {
        if pager.items.index(id: anchor) == nil {
          problems.append("step \(step): \(anchor) trimmed")
        }
        if pager.items.count > maxItems {
          problems.append("step \(step): \(pager.items.count) held")
        }
      }
      next = successor(of: row, in: driver.rows)
      if next == nil, !pager.loadStates.append.endReached {
        problems.append("step \(step): stopped at \(anchor) before the end")
      }
    }
    return (shown, problems)
  }

  /// The row after `index` among the items sections, or `nil` at the last one.
  func successor(of index: DerivedIndex, in rows: EntryRows) -> DerivedIndex? {
    if index.row + 1 < rows.rows(inSection: index.section).count {
      return DerivedIndex(section: index.section, row: index.row + 1)
    }
    let section = index.section + 1
    guard section < rows.sectionCount, case .items = rows.sectionID(at: section) else {
      return nil
    }
    return DerivedIndex(section: section, row: 0)
  }
}

/// A server of `pageCount` pages of 20 entries (cursor `n` is page `n`, entries `20n..<20n+20`,
/// the day is the page), counting its requests per cursor.
final class EntrySource: Sendable {
  let pageCount: Int
  let loadsBothWays: Bool
  private let requests = Locked<[Int: Int]>([:])

  init(pageCount: Int, loadsBothWays: Bool = false) {
    self.pageCount = pageCount
    self.loadsBothWays = loadsBothWays
  }

  /// One section with day lines, showing one page in ten (pages 0, 10, 20…).
  static let oneInTenPages = EntryLayout.dayLines().filtered { $0.id / 20 % 10 == 0 }

  /// How many times each cursor was requested (the first page is cursor 0).
  var requestsPerCursor: [Int: Int] { requests.withLock { $0 } }

  /// A pager on this server.
  @MainActor
  func pager(_ configuration: PagerConfiguration) -> Pager<String, Int, SectionEntry> {
    Pager(query: "entries", configuration: configuration) { [self] request in
      let page = request.cursor ?? 0
      let count = requests.withLock {
        $0[page, default: 0] += 1
        return $0[page, default: 0]
      }
      // A pager that loads a page again and again fails the load (and stops) instead of
      // looping until the time limit.
      if count > 2 { throw RequestedAgain(page: page, count: count) }
      let ids = (page * 20)..<(page * 20 + 20)
      return Page(
        items: ids.map { SectionEntry(id: $0, day: page, name: "E\($0)") },
        previous: loadsBothWays && page > 0 ? page - 1 : nil,
        next: page + 1 < pageCount ? page + 1 : nil)
    }
  }
}

/// The failure of a page requested more than twice: a loop.
struct RequestedAgain: Error, Equatable {
  let page: Int
  let count: Int
}
