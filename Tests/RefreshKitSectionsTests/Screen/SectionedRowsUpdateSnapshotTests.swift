import Testing

@testable import RefreshKit
@testable import RefreshKitSections

/// What a diffable data source's snapshot holds for a ``SectionedRowsUpdate`` (issue 33,
/// part 4): every section and row in order, the rows to reconfigure, and the last row.
@Suite("SectionedRowsUpdate: the snapshot of a diffable data source")
struct SectionedRowsUpdateSnapshotTests {
  func update(_ harness: SectionsHarness, reloads: Bool = false) -> SectionedRowsUpdate<
    SectionEntry, String, Int
  > {
    SectionedRowsUpdate(rows: harness.rows, change: harness.last, reloads: reloads, keep: nil)
  }

  @Test("the snapshot holds every section and its rows, placeholders included, in order")
  func sectionsInOrder() throws {
    var harness = SectionsHarness(layout: .daysWithLines)
    let server = EntryServer(pageCount: 3, pageSize: 6)
    try harness.step { $0.replace(with: server.page(2), key: 2) }
    let sections = update(harness).snapshotSections
    #expect(sections.map(\.section) == harness.truth.map(\.id))
    #expect(sections.map(\.rows) == harness.truth.map(\.rows))
    #expect(sections.first?.section == .placeholdersBefore)
    #expect(sections.last?.section == .placeholdersAfter)
    let all = sections.flatMap(\.rows)
    #expect(Set(all).count == all.count, "row ids are unique across sections")
  }

  /// Whether `row` was among `rows`: what the data source's snapshot answers.
  func among(_ rows: [[EntryRow]]) -> (EntryRow) -> Bool {
    let shown = Set(rows.joined())
    return { shown.contains($0) }
  }

  @Test("an item whose value changed is reconfigured, by its row id; a reload reconfigures none")
  func reconfiguredRows() throws {
    var harness = SectionsHarness(layout: .dayLines())
    let server = EntryServer(pageCount: 2, pageSize: 4)
    try harness.step { $0.replace(with: server.page(1), key: 1) }
    let before = among(harness.engine.map(\.rows))
    var edited = server.page(1)
    edited.items[2].name = "Zed"
    try harness.step { $0.replacePage(at: 0, with: edited, key: 1, dropsAfter: false) }
    #expect(update(harness).reconfiguredRows(wasShown: before) == [.item(2)])
    #expect(update(harness, reloads: true).reconfiguredRows(wasShown: before) == [])
  }

  @Test("an item edited into another section that stays is reconfigured (a move and an update)")
  func reconfiguredAcrossSections() throws {
    var harness = SectionsHarness(layout: .letters)
    try harness.step { $0.replace(with: Page(items: entries(0..<10)), key: 1) }
    let before = among(harness.engine.map(\.rows))
    var items = entries(0..<10)
    items[1].name = "Al"
    try harness.step { $0.replacePage(at: 0, with: Page(items: items), key: 1, dropsAfter: false) }
    #expect(harness.last.movedRows.map(\.id) == [.item(1)])
    #expect(update(harness).reconfiguredRows(wasShown: before) == [.item(1)])
  }

  @Test(
    "an item edited out of a section that goes, into one that comes, is reconfigured: same id, new value"
  )
  func reconfiguredIntoNewSection() throws {
    var harness = SectionsHarness(layout: .letters)
    try harness.step { $0.replace(with: Page(items: entries(0..<5)), key: 1) }
    let before = among(harness.engine.map(\.rows))
    var items = entries(0..<5)
    items[1].name = "Fay"
    items.append(SectionEntry(id: 7, day: 0, name: "Gus"))
    try harness.step { $0.replacePage(at: 0, with: Page(items: items), key: 1, dropsAfter: false) }
    #expect(harness.last.updatedRows.isEmpty, "the change names it removed and inserted")
    #expect(harness.last.removedSections == [1] && harness.last.insertedSections == [1, 5])
    let reconfigured = update(harness).reconfiguredRows(wasShown: before)
    #expect(reconfigured == [.item(1)], "the new item 7 is not: it was not shown")
    let shown = Set(update(harness).snapshotSections.flatMap(\.rows))
    #expect(reconfigured.allSatisfy(shown.contains), "only rows shown after")
  }

  @Test("the last row: the last placeholder, else the last row of the last section, else none")
  func lastRow() throws {
    var harness = SectionsHarness(layout: .dayLines(endLine: true))
    #expect(update(harness).lastRow == nil, "no rows")
    let server = EntryServer(pageCount: 3, pageSize: 4)
    try harness.step { $0.replace(with: server.page(1), key: 1) }
    #expect(update(harness).lastRow == DerivedIndex(section: 1, row: 7), "8 placeholders after")
    try harness.step { $0.replace(with: server.page(3), key: 3) }
    let last = try #require(update(harness).lastRow)
    #expect(last == DerivedIndex(section: 1, row: 5), "a day line, four entries, the end line")
    #expect(harness.rows.row(at: last) == .separator(-1, section: "", repeat: 0))
    try harness.step { $0.replace(with: server.page(2), key: 2) }
    #expect(update(harness).lastRow == DerivedIndex(section: 2, row: 3))
  }
}
