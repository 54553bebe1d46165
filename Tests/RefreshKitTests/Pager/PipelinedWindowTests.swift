import RefreshKit
import RefreshKitTesting
import Testing

/// Issue 32: a window walked down with appends pipelined fetched pages two to four times, the
/// pages loaded ahead trimmed at the far end and fetched again.
@Suite("PagerMachine: pipelined windows")
struct PipelinedWindowTests {
  /// 1,000 rows, 50 pages of 20, prefetch distance 5: the walk.
  let server = WindowServer(count: 1_000, pageSize: 20)

  @Test(
    "a pipelined window walked down fetches every page once, at every depth, at the least maxItems, at 60 and at 100",
    arguments: [1, 2, 3, 4],
    [PagerConfiguration.leastMaxItems(pageSize: 20, prefetchDistance: 5), 60, 100]
  )
  func pipelinedWindowFetchesEveryPageOnce(depth: Int, maxItems: Int) throws {
    let configuration = try PagerConfiguration(
      pageSize: 20, prefetchDistance: 5, maxItems: maxItems, pipelineDepth: depth)
    var machine = MessageMachine(query: "q", configuration: configuration, cursorAfter: { $0 + 1 })
    var requested: [Int?] = []
    var most = 0
    var deepest = 0
    func settle(_ actions: [MessageMachine.Action]) {
      var actions = actions
      while true {
        requested += actions.loads.map(\.cursor)
        most = max(most, machine.window.items.count)
        deepest = max(deepest, machine.loadsInFlight.count { $0.direction == .append })
        guard let load = machine.loadsInFlight.first else { return }
        actions = machine.loaded(load, page: server.answer(load))
      }
    }
    settle(machine.refresh())
    for row in 0..<server.ids.count {
      settle(machine.positionDidAppear(row))
    }
    let pages = requested.map { $0 ?? 1 }
    let twice = Dictionary(grouping: pages, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
    #expect(twice.isEmpty, "pages fetched more than once: \(twice)")
    #expect(Set(pages) == Set(1...server.pageCount), "every page fetched")
    let ratio = Double(pages.count) / Double(server.pageCount)
    #expect(ratio <= 1.05, "\(pages.count) requests for \(server.pageCount) pages passed")
    #expect(most <= maxItems, "held \(most) rows, maxItems \(maxItems)")
    // The window holds maxItems ÷ 20 pages; the one on screen and the pipeline's fill them
    // (the prefetch distance, 5, never reaches a second page behind the row on screen).
    #expect(deepest == min(depth, maxItems / 20 - 1), "as many appends in flight as it holds")
    #expect(machine.window.reachedEnd && machine.ids.last == server.ids.count - 1)
  }
}
