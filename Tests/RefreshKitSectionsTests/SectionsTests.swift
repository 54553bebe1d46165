import Testing

@testable import RefreshKit
@testable import RefreshKitSections

@Suite("DerivedRows, sections and separators")
struct SectionsTests {
  @Test("a day line before each day's first entry, at the top too, and an end line at the bottom")
  func separatorsAtBothEnds() throws {
    var harness = SectionsHarness(layout: .dayLines(endLine: true))
    let change = try harness.step {
      $0.replace(with: Page(items: entries(0..<6, perDay: 4)), key: 1)
    }
    #expect(
      harness.engine == [
        NaiveSection(
          id: .items(""),
          rows: [
            .separator(0, section: "", repeat: 0), .item(0), .item(1), .item(2), .item(3),
            .separator(1, section: "", repeat: 0), .item(4), .item(5),
            .separator(-1, section: "", repeat: 0),
          ])
      ])
    #expect(change.insertedSections == [0])
    #expect(change.insertedRows.isEmpty)
  }

  @Test("a day line keeps its id while older entries of the same day are prepended above it")
  func dayLineSurvivesPrepend() throws {
    let server = EntryServer(pageCount: 3, pageSize: 2, perDay: 4)
    var harness = SectionsHarness(layout: .dayLines())
    try harness.step { $0.replace(with: server.page(2), key: 2) }
    #expect(harness.engine[1].rows.first == .separator(0, section: "", repeat: 0))
    let change = try harness.step { $0.prepend(server.page(1), key: 1) }
    #expect(change.removedRows.isEmpty, "the day line stays")
    #expect(
      change.insertedRows == [DerivedIndex(section: 0, row: 1), DerivedIndex(section: 0, row: 2)])
    #expect(change.removedSections == [0], "the placeholders section above is gone")
  }

  @Test("a page appended to the last section inserts its rows there and no section")
  func appendIntoSection() throws {
    let server = EntryServer(pageCount: 3, pageSize: 2, perDay: 4)
    var harness = SectionsHarness(layout: .dayLines())
    try harness.step { $0.replace(with: server.page(1), key: 1) }
    let change = try harness.step { $0.append(server.page(2), key: 2) }
    #expect(change.insertedSections.isEmpty)
    #expect(
      change.insertedRows == [DerivedIndex(section: 0, row: 3), DerivedIndex(section: 0, row: 4)])
    #expect(
      change.removedRows == [DerivedIndex(section: 1, row: 0), DerivedIndex(section: 1, row: 1)])
  }

  @Test(
    "letter sections, in the order their letter first shows; a letter that comes back joins its section"
  )
  func letterSections() throws {
    var harness = SectionsHarness(layout: .letters)
    try harness.step { $0.replace(with: Page(items: entries(0..<7)), key: 1) }
    #expect(harness.engine.map(\.id) == ["A", "B", "C", "D", "E"].map { .items($0) })
    #expect(harness.engine[0].rows == [.item(0), .item(5)])
    #expect(harness.engine[1].rows == [.item(1), .item(6)])
  }

  @Test("an edit that changes an item's key moves its row to the other section")
  func keyEditMovesRow() throws {
    var items = entries(0..<10)
    var harness = SectionsHarness(layout: .letters)
    try harness.step { $0.replace(with: Page(items: items), key: 1) }
    items[6].name = "Dora"
    let change = try harness.step {
      $0.replacePage(at: 0, with: Page(items: items), key: 1, dropsAfter: false)
    }
    #expect(change.movedRows.map(\.id) == [.item(6)])
    #expect(change.movedRows.first?.from == DerivedIndex(section: 1, row: 1))
    #expect(change.movedRows.first?.to == DerivedIndex(section: 3, row: 1))
    #expect(change.updatedRows.map(\.id) == [6])
    #expect(
      change.insertedRows.isEmpty && change.removedRows.isEmpty && change.movedSections.isEmpty)
  }

  @Test("removing a section's first row can move the section after another one")
  func sectionMove() throws {
    let items = [
      SectionEntry(id: 1, day: 0, name: "Al"), SectionEntry(id: 2, day: 0, name: "Bo"),
      SectionEntry(id: 3, day: 0, name: "Al"),
    ]
    var harness = SectionsHarness(layout: .letters)
    try harness.step { $0.replace(with: Page(items: items), key: 1) }
    let change = try harness.step {
      $0.replacePage(at: 0, with: Page(items: [items[1], items[2]]), key: 1, dropsAfter: false)
    }
    #expect(harness.engine.map(\.id) == [.items("B"), .items("A")])
    #expect(change.movedSections.count == 1)
    #expect(change.removedRows == [DerivedIndex(section: 0, row: 0)])
  }

  @Test("a changed value is an update named at its old and its new place")
  func update() throws {
    var items = entries(0..<10)
    var harness = SectionsHarness(layout: .daysWithLines)
    try harness.step { $0.replace(with: Page(items: items), key: 1) }
    items[5].muted = true
    let change = try harness.step {
      $0.replacePage(at: 0, with: Page(items: items), key: 1, dropsAfter: false)
    }
    #expect(change.updatedRows.map(\.id) == [5])
    #expect(change.updatedRows.first?.from == change.updatedRows.first?.to)
    #expect(change.insertedRows.isEmpty && change.removedRows.isEmpty)
  }

  @Test("placeholders stay placeholders, counted, in a section before and one after the items")
  func placeholders() throws {
    let server = EntryServer(pageCount: 5, pageSize: 4)
    var harness = SectionsHarness(layout: .letters, maxItems: 8)
    try harness.step { $0.replace(with: server.page(2), key: 2) }
    #expect(
      harness.engine.first
        == NaiveSection(id: .placeholdersBefore, rows: (0..<4).map { .placeholder($0) }))
    #expect(harness.engine.last?.id == .placeholdersAfter)
    #expect(harness.engine.last?.rows.count == 12)
    try harness.step { $0.append(server.page(3), key: 3) }
    let trim = try harness.step { $0.append(server.page(4), key: 4) }
    #expect(harness.rows.placeholdersBefore == 8, "a page trimmed from the top")
    #expect(trim.insertedRows.filter { $0.section == 0 }.map(\.row) == [4, 5, 6, 7])
  }

  @Test(
    "a filter that hides every row leaves the placeholders; showing them again inserts the sections"
  )
  func filterHidesAll() throws {
    let server = EntryServer(pageCount: 3, pageSize: 5)
    var harness = SectionsHarness(layout: .letters)
    try harness.step { $0.replace(with: server.page(2), key: 2) }
    let hide = try harness.relayout(EntryLayout.letters.filtered { _ in false })
    #expect(harness.engine.map(\.id) == [.placeholdersBefore, .placeholdersAfter])
    #expect(hide.removedSections == [1, 2, 3, 4, 5])
    let show = try harness.relayout(.letters)
    #expect(show.insertedSections == [1, 2, 3, 4, 5])
    let muted = try harness.relayout(EntryLayout.letters.filtered { $0.id % 5 != 1 })
    #expect(muted.removedSections == [2], "the B section went with its only row")
  }

  @Test("a refresh that replaces everything keeps the sections and separators it shows again")
  func refresh() throws {
    let server = EntryServer(pageCount: 3, pageSize: 10)
    var harness = SectionsHarness(layout: .daysWithLines)
    try harness.step { $0.replace(with: server.page(1), key: 1) }
    try harness.step { $0.append(server.page(2), key: 2) }
    let change = try harness.step { $0.replace(with: server.page(1), key: 1) }
    #expect(change.movedSections.isEmpty)
    #expect(change.removedSections.count == 2, "days 5 to 9 left, one section of placeholders came")
  }
}
