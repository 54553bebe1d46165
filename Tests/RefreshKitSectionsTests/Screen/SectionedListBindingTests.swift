import RefreshKitLocking
import Testing

@_spi(Diagnostics) @testable import RefreshKit
@testable import RefreshKitSections

/// ``SectionedListBinding``: the rows through a layout, with `PagerListBinding`'s decisions.
@MainActor
@Suite("SectionedListBinding: sections on screen, the place kept", .timeLimit(.minutes(1)))
struct SectionedListBindingTests {
  /// A chat of `pageCount` pages of 20 entries, 4 a day, that opens at the newest page and
  /// loads older pages above.
  func chat(pageCount: Int = 5, layout: EntryLayout = .dayLines()) -> (
    Pager<String, Int, SectionEntry>, RecordingSectionedHost,
    SectionedListBinding<String, Int, SectionEntry, String, Int>, ChatSource
  ) {
    let source = ChatSource(pageCount: pageCount)
    let pager = source.pager()
    let host = RecordingSectionedHost()
    let binding = SectionedListBinding(pager: pager, layout: layout, host: host)
    return (pager, host, binding, source)
  }

  @Test("start shows every row with one reload, then each change once, exactly")
  func startThenEachChange() async throws {
    let (pager, host, binding, _) = chat()
    binding.start()
    #expect(host.updates.count == 1)
    #expect(host.updates.first?.reloads == true)
    await pager.waitUntilIdle()
    #expect(host.shownItems == Array(80..<100))
    #expect(host.footers.last != nil)
    let top = try #require(binding.rows.index(ofItem: 80))
    binding.rowsWillAppear(at: [top])
    await pager.waitUntilIdle()
    #expect(host.shownItems == Array(60..<100))
    #expect(host.problems == [])
    #expect(host.updates.dropFirst().allSatisfy { !$0.reloads })
  }

  @Test("older pages loading above keep the row on screen where it was, day line included")
  func olderPagesKeepThePlace() async throws {
    let (pager, host, binding, _) = chat()
    binding.start()
    await pager.waitUntilIdle()
    // The top of the screen is the day line above entry 80 (day 20).
    host.firstVisibleRow = DerivedIndex(section: 0, row: 0)
    #expect(
      binding.rows.row(at: DerivedIndex(section: 0, row: 0))
        == .separator(20, section: "", repeat: 0))
    binding.rowsWillAppear(at: [DerivedIndex(section: 0, row: 0)])
    await pager.waitUntilIdle()
    let keep = try #require(host.updates.last?.keep)
    #expect(keep.id == .separator(20, section: "", repeat: 0))
    #expect(keep.from == DerivedIndex(section: 0, row: 0))
    #expect(binding.rows.row(at: keep.to) == .separator(20, section: "", repeat: 0))
    #expect(keep.to == DerivedIndex(section: 0, row: 25), "20 entries and 5 day lines above it")
    #expect(host.problems == [])
  }

  @Test("rows laid out above the kept row while the host applies the update do not load more")
  func rowsAboveTheKeptRowDoNotCount() async throws {
    let (pager, host, binding, source) = chat()
    binding.start()
    await pager.waitUntilIdle()
    host.firstVisibleRow = DerivedIndex(section: 0, row: 1)
    host.whileApplying = { update in
      guard let keep = update.keep else { return }
      // A table view lays out the new top rows at the old offset before the host moves it.
      binding.rowsWillAppear(at: (0..<keep.to.row).map { DerivedIndex(section: 0, row: $0) })
    }
    binding.rowsWillAppear(at: [DerivedIndex(section: 0, row: 1)])
    await pager.waitUntilIdle()
    #expect(source.requestsPerCursor == [4: 1, 3: 1], "the user stayed still: one page loaded")
  }

  @Test("a filter change is one update that keeps the row on screen and sends no request")
  func filterKeepsThePlace() async throws {
    let (pager, host, binding, source) = chat()
    binding.start()
    await pager.waitUntilIdle()
    let row = try #require(binding.rows.index(ofItem: 90))
    host.firstVisibleRow = row
    let requests = source.requestsPerCursor
    let count = host.updates.count
    binding.setFilter { $0.id % 2 == 0 }
    #expect(host.updates.count == count + 1)
    #expect(host.shownItems == Array(stride(from: 80, to: 100, by: 2)))
    let keep = try #require(host.updates.last?.keep)
    #expect(keep.id == .item(90))
    #expect(binding.rows.row(at: keep.to) == .item(90))
    #expect(!pager.isLoading)
    await pager.waitUntilIdle()
    #expect(source.requestsPerCursor == requests)
    #expect(host.problems == [])
  }

  @Test("'more results loaded' counts the rows that show, not the items the filter hides")
  func announcementCountsShownRows() async throws {
    let (pager, host, binding, _) = chat(layout: EntryLayout.dayLines().filtered { $0.id % 4 == 0 })
    binding.start()
    await pager.waitUntilIdle()
    binding.rowsWillAppear(at: [DerivedIndex(section: 0, row: 0)])
    await pager.waitUntilIdle()
    #expect(host.announcements.contains(pager.texts.loadedMore(5)))
    #expect(!host.announcements.contains(pager.texts.loadedMore(20)))
  }

  @Test("after stop, the host hears nothing; start shows everything again")
  func stopAndStart() async throws {
    let (pager, host, binding, _) = chat()
    binding.start()
    await pager.waitUntilIdle()
    binding.stop()
    let count = host.updates.count
    try pager.remove(id: 90)
    #expect(host.updates.count == count)
    binding.start()
    #expect(host.updates.count == count + 1)
    #expect(host.updates.last?.reloads == true)
    #expect(!host.shownItems.contains(90))
  }

  @Test(
    "a screen whose bottom row is the last shown keeps loading the pages the filter hides, though its top row is far"
  )
  func hiddenPagesLoadFromTheBottomRow() async throws {
    let source = EntrySource(pageCount: 30)
    let pager = source.pager(try PagerConfiguration(pageSize: 20, prefetchDistance: 5))
    let host = RecordingSectionedHost()
    let binding = SectionedListBinding(
      pager: pager, layout: EntrySource.oneInTenPages, host: host)
    binding.start()
    await pager.waitUntilIdle()
    let screen = (0..<binding.rows.rows(inSection: 0).count).map {
      DerivedIndex(section: 0, row: $0)
    }
    #expect(screen.count == 21, "a day line and page 0's 20 rows: the only rows shown")
    binding.rowsWillAppear(at: screen)
    await pager.waitUntilIdle()
    #expect(
      source.requestsPerCursor == Dictionary(uniqueKeysWithValues: (0...10).map { ($0, 1) }),
      "pages 1 to 9 show nothing: each loads once, until page 10 shows")
    #expect(host.shownItems.contains(200))
    #expect(host.problems == [])
  }

  @Test("a change naming more rows than the animation limit reloads")
  func largeChangesReload() async throws {
    let source = ChatSource(pageCount: 5)
    let pager = source.pager()
    let host = RecordingSectionedHost()
    let binding = SectionedListBinding(
      pager: pager, layout: .dayLines(), host: host, animationLimit: 10)
    binding.start()
    await pager.waitUntilIdle()
    #expect(host.updates.last?.reloads == true, "20 entries and 5 day lines inserted")
    try pager.remove(id: 90)
    #expect(host.updates.last?.reloads == false)
  }
}

/// A chat server of `pageCount` pages of 20 entries, 4 a day (cursor `n` is page `n`), opened
/// at the newest page; counts its requests per cursor.
final class ChatSource: Sendable {
  let pageCount: Int
  private let requests = Locked<[Int: Int]>([:])

  init(pageCount: Int) { self.pageCount = pageCount }

  var requestsPerCursor: [Int: Int] { requests.withLock { $0 } }

  @MainActor
  func pager() -> Pager<String, Int, SectionEntry> {
    let last = pageCount - 1
    return Pager(
      query: "chat", configuration: try! PagerConfiguration(pageSize: 20, prefetchDistance: 2),
      initialKey: last
    ) { [self] request in
      let page = request.cursor ?? last
      requests.withLock { $0[page, default: 0] += 1 }
      return Page(
        items: entries((page * 20)..<(page * 20 + 20)), previous: page > 0 ? page - 1 : nil,
        next: page < last ? page + 1 : nil)
    }
  }
}
