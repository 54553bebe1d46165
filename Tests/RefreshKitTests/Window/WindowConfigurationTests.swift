import RefreshKit
import Testing

@Suite("WindowConfiguration")
struct WindowConfigurationTests {
  @Test("maxItems below pageSize + 2 × prefetchDistance is refused, with the least value")
  func maxItemsTooSmall() {
    #expect(throws: WindowConfigurationError.maxItemsTooSmall(69, least: 70)) {
      try WindowConfiguration(pageSize: 30, prefetchDistance: 20, maxItems: 69)
    }
    #expect(throws: Never.self) {
      try WindowConfiguration(pageSize: 30, prefetchDistance: 20, maxItems: 70)
    }
  }

  @Test("page size and prefetch distance are checked; jumps default to three pages away")
  func counts() throws {
    #expect(throws: WindowConfigurationError.pageSizeNotPositive(0)) {
      try WindowConfiguration(pageSize: 0, prefetchDistance: 0)
    }
    #expect(throws: WindowConfigurationError.prefetchDistanceNegative(-1)) {
      try WindowConfiguration(pageSize: 10, prefetchDistance: -1)
    }
    #expect(try WindowConfiguration(pageSize: 10, prefetchDistance: 2).jumpThreshold == 30)
    let error = WindowConfigurationError.maxItemsTooSmall(10, least: 14)
    #expect(
      error.description == "maxItems 10 must be at least pageSize + 2 × prefetchDistance = 14")
  }
}
