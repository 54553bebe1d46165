import Testing

@testable import RefreshKit
@testable import RefreshKitSections

@Suite("DerivedRows, positions")
struct SectionsPositionsTests {
  @Test("a separator stands for the item after it, the end line for the item before it")
  func separators() throws {
    var harness = SectionsHarness(layout: .dayLines(endLine: true))
    try harness.step { $0.replace(with: Page(items: entries(0..<6, perDay: 4)), key: 1) }
    let rows = harness.rows
    #expect(rows.pagerPosition(of: DerivedIndex(section: 0, row: 0)) == 0)
    #expect(rows.pagerPosition(of: DerivedIndex(section: 0, row: 5)) == 4, "day 1's line")
    #expect(rows.pagerPosition(of: DerivedIndex(section: 0, row: 8)) == 5, "the end line")
    #expect(rows.pagerPosition(of: DerivedIndex(section: 0, row: 9)) == nil)
    #expect(rows.index(ofPagerPosition: 4) == DerivedIndex(section: 0, row: 6))
  }

  @Test("placeholders map to their positions and back, in their own sections")
  func placeholders() throws {
    let server = EntryServer(pageCount: 4, pageSize: 5)
    var harness = SectionsHarness(layout: .letters)
    try harness.step { $0.replace(with: server.page(2), key: 2) }
    let rows = harness.rows
    #expect(rows.pagerPosition(of: DerivedIndex(section: 0, row: 3)) == 3)
    #expect(rows.index(ofPagerPosition: 3) == DerivedIndex(section: 0, row: 3))
    #expect(rows.pagerPosition(of: DerivedIndex(section: 6, row: 0)) == 10)
    #expect(rows.index(ofPagerPosition: 19) == DerivedIndex(section: 6, row: 9))
    #expect(rows.index(ofPagerPosition: 20) == nil)
  }

  @Test("an item the filter hides maps to its nearest shown neighbour, the one before on a tie")
  func hiddenItem() throws {
    var harness = SectionsHarness(layout: EntryLayout.letters.filtered { $0.id % 4 == 0 })
    try harness.step { $0.replace(with: Page(items: entries(0..<9)), key: 1) }
    let rows = harness.rows
    #expect(rows.index(ofPagerPosition: 1) == rows.index(ofItem: 0))
    #expect(rows.index(ofPagerPosition: 2) == rows.index(ofItem: 0), "a tie")
    #expect(rows.index(ofPagerPosition: 3) == rows.index(ofItem: 4))
    #expect(rows.index(ofItem: 1) == nil)
  }

  @Test(
    "changing the filter keeps the anchor row, or its nearest shown neighbour, and loads nothing")
  func filterKeepsAnchor() throws {
    var harness = SectionsHarness(layout: .dayLines())
    try harness.step { $0.replace(with: Page(items: entries(0..<40)), key: 1) }
    let anchor = 21
    try harness.relayout(EntryLayout.dayLines().filtered { $0.id % 2 == 0 })
    let neighbour = try #require(harness.rows.index(ofPagerPosition: anchor))
    #expect(harness.rows.pagerPosition(of: neighbour) == 20)
    try harness.relayout(.dayLines())
    let back = try #require(harness.rows.index(ofPagerPosition: anchor))
    #expect(harness.rows.pagerPosition(of: back) == anchor)
    #expect(harness.window.pages.count == 1, "a filter is a function of the items held")
  }

  @Test(
    "a filter that hides 9 pages of every 10: a walk to the end of 10,000 rows loads every page once"
  )
  func filteredWalk() throws {
    let server = EntryServer(pageCount: 100, pageSize: 100)
    let layout = EntryLayout.dayLines().filtered { $0.id / 100 % 10 == 0 }
    var window = PageWindow<SectionEntry, Int>()
    var rows = EntryRows(layout: layout, items: window.items)
    var requested: [Int] = [1]
    _ = rows.apply(window.replace(with: server.page(1), key: 1), items: window.items)
    let prefetchDistance = 5
    while let key = window.nextCursor {
      let lastSection = rows.sectionCount - 1
      guard lastSection >= 0 else { break }
      let last = DerivedIndex(
        section: lastSection, row: rows.rows(inSection: lastSection).count - 1)
      let position = try #require(rows.prefetchPosition(ofShown: last))
      guard position >= rows.placeholdersBefore + window.items.count - prefetchDistance else {
        break
      }
      requested.append(key)
      _ = rows.apply(window.append(server.page(key), key: key), items: window.items)
    }
    #expect(requested == Array(1...100))
    #expect(window.reachedEnd)
    #expect(rows.allRows.flatMap(\.rows).compactMap(\.itemID).count == 1_000)
  }
}
