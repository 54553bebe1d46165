import GitHubSearch
import RefreshKit
import Testing

/// What a terminal list reports to its pager: the rows that come into view, as UIKit's
/// willDisplay does, so that adaptive prefetch measures the user's scrolling and nothing else.
/// The pager reads a manual clock: each draw and move happens at a time the test sets.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct TerminalPagerListTests {
  struct Row: Identifiable, Equatable, Sendable {
    var id: Int
  }

  /// A list of 200 rows in pages of 20, prefetched adaptively (the library's default), on
  /// `clock`, started and settled.
  private func startedList(clock: ManualClock) async throws -> TerminalPagerList<String, Int, Row> {
    let pager = Pager<String, Int, Row>(
      query: "rows", configuration: try PagerConfiguration(pageSize: 20), clock: clock
    ) { request in
      let page = request.cursor ?? 1
      return Page(
        items: (0..<20).map { Row(id: (page - 1) * 20 + $0) }, next: page < 10 ? page + 1 : nil)
    }
    try #require(pager.configuration.prefetch == .adaptive)
    let list = TerminalPagerList(pager: pager)
    list.start()
    await pager.waitUntilIdle()
    return list
  }

  private func draw(_ list: TerminalPagerList<String, Int, Row>) async {
    _ = list.draw(visibleRows: 10) { "row \($0.id)" }
    await list.pager.waitUntilIdle()
  }

  @Test func aListStandingStillIsNotScrolling() async throws {
    let clock = ManualClock()
    let list = try await startedList(clock: clock)
    await draw(list)
    let held = list.pager.items.count
    // Redrawn every 0.3 s for 3 s without a key: the rows on screen were reported once.
    for _ in 0..<10 {
      clock.advance(by: .milliseconds(300))
      await draw(list)
    }
    #expect(list.pager.prefetchDistance == 20, "nothing measured: a page, the distance to start")
    #expect(list.pager.items.count == held, "a list standing still loads nothing more")
  }

  @Test func scrollingAtTenRowsASecondPrefetchesThreeSecondsOfIt() async throws {
    let clock = ManualClock()
    let list = try await startedList(clock: clock)
    await draw(list)
    // One row down every 0.1 s, drawn each time: past the screen's 10 rows, each move shows
    // one new row at the bottom.
    for _ in 0..<40 {
      clock.advance(by: .milliseconds(100))
      _ = list.move(.moveSelection(by: 1), visibleRows: 10)
      await draw(list)
    }
    #expect(list.host.viewport.selected == 40)
    // The pages arrive at once on this clock: the distance is the 3 s lead, 10 rows a second.
    #expect(list.pager.prefetchDistance == 30)
    #expect(list.pager.items.count >= 40 + 30, "the 3 s ahead of the row on screen are held")
  }
}
