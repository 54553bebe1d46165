import RefreshKit

/// What a `Pager`'s events cost: pages applied per second with an event observer attached
/// against none, in the same run (rounds alternate, the medians are compared).
@MainActor
enum EventListenerCost {
  /// The median pages per second without a listener and with one, over `rounds` alternating
  /// rounds of `pages` pages of `pageSize`.
  static func pagesPerSecond(pages: Int, pageSize: Int, rounds: Int) async throws -> (
    none: Double, listening: Double
  ) {
    var none: [Double] = []
    var listening: [Double] = []
    var events = 0
    for _ in 0..<rounds {
      none.append(
        Double(pages) / (try await PagerThroughput.seconds(pages: pages, pageSize: pageSize)))
      let seconds = try await PagerThroughput.seconds(pages: pages, pageSize: pageSize) { pager in
        pager.observeEvents { _ in events += 1 }
      }
      listening.append(Double(pages) / seconds)
    }
    // Each page: a load started and finished.
    guard events == rounds * pages * 2 else {
      throw BenchError.invalid("the listener saw \(events) events, not \(rounds * pages * 2)")
    }
    return (Statistics.median(none), Statistics.median(listening))
  }
}
