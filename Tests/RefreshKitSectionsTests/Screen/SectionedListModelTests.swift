import Testing

@_spi(Diagnostics) @testable import RefreshKit
@testable import RefreshKitSections

/// The model a SwiftUI list of sections draws (issue 33, part 4): its sections follow the
/// pager, rows report their appearance by id, the filter keeps ids and sends no request, and
/// announcements count the rows that show.
@MainActor
@Suite("SectionedListModel: the sections of a SwiftUI list", .timeLimit(.minutes(1)))
struct SectionedListModelTests {
  typealias Model = SectionedListModel<String, Int, SectionEntry, String, Int>

  /// A model of day lines over `pageCount` pages of 20 entries (day = page), prefetching 5
  /// rows from either end.
  func model(pageCount: Int = 3) throws -> (Model, EntrySource) {
    let source = EntrySource(pageCount: pageCount)
    let pager = source.pager(try PagerConfiguration(pageSize: 20, prefetchDistance: 5))
    return (Model(pager: pager, layout: .dayLines()), source)
  }

  /// The sections derived from scratch from the pager's items, under `layout`.
  func scratch(_ model: Model, layout: EntryLayout = .dayLines()) -> [Model.Section] {
    let pager = model.pager
    return DerivedRows(
      layout: layout, items: pager.items, placeholdersBefore: pager.placeholdersBefore,
      placeholdersAfter: pager.placeholdersAfter
    ).allRows.map { Model.Section(id: $0.section, rows: $0.rows) }
  }

  @Test("start shows the sections and loads the first page; every change keeps them exact")
  func start() async throws {
    let (model, source) = try model()
    #expect(model.sections.isEmpty, "nothing before start")
    model.start()
    await model.pager.waitUntilIdle()
    #expect(source.requestsPerCursor == [0: 1])
    #expect(model.sections == scratch(model))
    #expect(
      model.sections.first.map { Array($0.rows.prefix(2)) } == [
        .separator(0, section: "", repeat: 0), .item(0),
      ])
    model.rowWillAppear(.item(19))
    await model.pager.waitUntilIdle()
    #expect(model.pager.items.count == 40)
    #expect(model.sections == scratch(model))
  }

  @Test(
    "a row near the end loads the next page, a row far from it does not, a row gone does nothing")
  func appearance() async throws {
    let (model, source) = try model()
    model.start()
    await model.pager.waitUntilIdle()
    model.rowWillAppear(.item(3))
    model.rowWillAppear(.separator(0, section: "", repeat: 0))
    model.rowWillAppear(.item(999))
    await model.pager.waitUntilIdle()
    #expect(source.requestsPerCursor == [0: 1], "far from the end")
    model.rowWillAppear(.item(16))
    await model.pager.waitUntilIdle()
    #expect(source.requestsPerCursor == [0: 1, 1: 1], "within 5 rows of the end")
  }

  @Test("the filter shows what it accepts, keeps every row's id, and sends no request")
  func filter() async throws {
    let (model, source) = try model()
    model.start()
    await model.pager.waitUntilIdle()
    let before = Set(model.sections.flatMap(\.rows))
    model.setFilter { $0.id % 2 == 0 }
    #expect(!model.pager.isLoading)
    #expect(
      model.sections == scratch(model, layout: EntryLayout.dayLines().filtered { $0.id % 2 == 0 }))
    let after = Set(model.sections.flatMap(\.rows))
    #expect(after.isSubset(of: before), "no row is renamed")
    #expect(!after.contains(.item(1)) && after.contains(.item(2)))
    await model.pager.waitUntilIdle()
    #expect(source.requestsPerCursor == [0: 1])
  }

  @Test("a filter that hides the rows near the end still loads the next page from the last shown")
  func filterKeepsPaging() async throws {
    let (model, source) = try model()
    model.start()
    await model.pager.waitUntilIdle()
    model.setFilter { $0.id < 3 || $0.id >= 20 }
    model.rowWillAppear(.item(2))
    await model.pager.waitUntilIdle()
    #expect(source.requestsPerCursor == [0: 1, 1: 1], "the last shown row is near the end")
  }

  @Test("content: an item is its value, a separator its value, a placeholder its position")
  func content() async throws {
    let source = EntrySource(pageCount: 3)
    let pager = source.pager(try PagerConfiguration(pageSize: 20, prefetchDistance: 5))
    let model = Model(pager: pager, layout: .dayLines())
    model.start()
    await pager.waitUntilIdle()
    #expect(model.content(of: .item(4)) == .item(SectionEntry(id: 4, day: 0, name: "E4")))
    #expect(model.content(of: .separator(0, section: "", repeat: 0)) == .separator(0))
    #expect(model.content(of: .placeholder(30)) == .placeholder(30))
    #expect(model.content(of: .item(999)) == nil, "an item not held")
  }

  @Test("the binding's announcements reach the view")
  func announcements() async throws {
    struct Unavailable: Error {}
    let pager = Pager<String, Int, SectionEntry>(
      query: "entries", configuration: try PagerConfiguration(pageSize: 20, prefetchDistance: 5)
    ) { request in
      guard request.cursor == nil else { throw Unavailable() }
      return Page(items: entries(0..<20), next: 1)
    }
    let model = Model(pager: pager, layout: .dayLines())
    var said: [String] = []
    model.announcer = { said.append($0) }
    model.start()
    await pager.waitUntilIdle()
    #expect(said.isEmpty, "the first page says nothing")
    model.rowWillAppear(.item(16))
    await pager.waitUntilIdle()
    #expect(pager.loadStates.append.failure != nil)
    #expect(said == [pager.texts.loadMoreFailed])
  }

  @Test("stop stops following the pager; start again shows its rows as they are")
  func stopAndStart() async throws {
    let (model, _) = try model()
    model.start()
    await model.pager.waitUntilIdle()
    model.stop()
    await model.pager.loadMore()
    #expect(model.pager.items.count == 40)
    #expect(model.sections.flatMap(\.rows).count == 21, "still the first page and its day line")
    model.start()
    #expect(model.sections == scratch(model))
  }
}

/// The row at the top of a SwiftUI list through filter changes (issue 33, part 3: the place
/// is kept, the anchor row or its nearest shown neighbour).
@MainActor
@Suite("SectionedListModel: the top row through filter changes", .timeLimit(.minutes(1)))
struct SectionedListModelTopRowTests {
  typealias Model = SectionedListModel<String, Int, SectionEntry, String, Int>

  func startedModel() async throws -> Model {
    let source = EntrySource(pageCount: 3)
    let pager = source.pager(try PagerConfiguration(pageSize: 20, prefetchDistance: 5))
    let model = Model(pager: pager, layout: .dayLines())
    model.start()
    await pager.waitUntilIdle()
    return model
  }

  @Test("a filter that keeps the top row leaves it")
  func shownTopRowStays() async throws {
    let model = try await startedModel()
    model.topRow = .item(10)
    model.setFilter { $0.id % 2 == 0 }
    #expect(model.topRow == .item(10))
  }

  @Test(
    "a filter that hides the top row moves it to its nearest shown neighbour, the one before on a tie"
  )
  func hiddenTopRowMoves() async throws {
    let model = try await startedModel()
    model.topRow = .item(11)
    model.setFilter { $0.id % 2 == 0 }
    #expect(model.topRow == .item(10), "10 and 12 are as near: the one before")
    model.setFilter { $0.id % 5 == 0 }
    #expect(model.topRow == .item(10), "10 is still shown")
    model.setFilter { $0.id >= 14 }
    #expect(model.topRow == .item(14), "the nearest shown after it")
    let shown = Set(model.sections.flatMap(\.rows))
    #expect(shown.contains(.item(14)))
  }

  @Test("a day line at the top gives way to the row of its item when hidden")
  func separatorTopRow() async throws {
    let model = try await startedModel()
    model.topRow = .separator(0, section: "", repeat: 0)
    model.setFilter { $0.id >= 5 }
    #expect(model.topRow == .separator(0, section: "", repeat: 0), "the day line still shows")
    model.setFilter { _ in false }
    #expect(model.topRow == nil, "nothing shows")
  }

  @Test("no top row: a filter sets none")
  func noTopRow() async throws {
    let model = try await startedModel()
    model.setFilter { $0.id % 2 == 0 }
    #expect(model.topRow == nil)
  }
}
