import RefreshKit
import Testing

@Suite("PagerConfiguration")
struct WindowConfigurationTests {
  @Test("maxItems below the whole pages around the row on screen is refused, with the least value")
  func maxItemsTooSmall() {
    #expect(throws: PagerConfigurationError.maxItemsTooSmall(89, least: 90)) {
      try PagerConfiguration(pageSize: 30, prefetchDistance: 20, maxItems: 89)
    }
    #expect(throws: Never.self) {
      try PagerConfiguration(pageSize: 30, prefetchDistance: 20, maxItems: 90)
    }
    #expect(throws: PagerConfigurationError.maxItemsTooSmall(16, least: 20)) {
      try PagerConfiguration(pageSize: 10, prefetchDistance: 3, maxItems: 16)
    }
  }

  @Test(
    "maxItems is never exceeded: at the least maxItems, walking down and back up across every page boundary holds at most maxItems",
    arguments: [(10, 0), (10, 3), (10, 4), (10, 5), (10, 12), (7, 9), (3, 4)])
  func maxItemsHolds(pageSize: Int, prefetchDistance: Int) throws {
    let least = PagerConfiguration.leastMaxItems(
      pageSize: pageSize, prefetchDistance: prefetchDistance)
    let configuration = try PagerConfiguration(
      pageSize: pageSize, prefetchDistance: prefetchDistance, maxItems: least)
    let server = WindowServer(count: 30 * pageSize, pageSize: pageSize)
    var machine = MessageMachine(query: "q", configuration: configuration)
    _ = machine.refresh()
    machine.settle(from: server)
    var most = machine.window.items.count
    let walk = Array(0..<server.ids.count) + (0..<server.ids.count).reversed()
    for position in walk {
      _ = machine.positionDidAppear(position)
      machine.settle(from: server)
      most = max(most, machine.window.items.count)
    }
    #expect(most <= least, "held \(most) rows, maxItems \(least)")
    #expect(machine.window.items.map(\.id).first == 0, "walked back to the top")
  }

  @Test("page size and prefetch distance are checked; jumps default to three pages away")
  func counts() throws {
    #expect(throws: PagerConfigurationError.pageSizeNotPositive(0)) {
      try PagerConfiguration(pageSize: 0, prefetchDistance: 0)
    }
    #expect(throws: PagerConfigurationError.prefetchDistanceNegative(-1)) {
      try PagerConfiguration(pageSize: 10, prefetchDistance: -1)
    }
    #expect(try PagerConfiguration(pageSize: 10, prefetchDistance: 2).jumpThreshold == 30)
    let error = PagerConfigurationError.maxItemsTooSmall(10, least: 14)
    #expect(
      error.description
        == "maxItems 10 must be at least 14: the whole pages around the row on screen")
  }
}
