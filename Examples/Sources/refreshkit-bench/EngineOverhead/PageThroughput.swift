import YLRefreshKit
import YLStateMachine

/// Applies `pages` pages through a machine whose network answers at once.
@MainActor
enum PageThroughput {
  /// Seconds YLRefreshKit's `RefreshOperator` takes to refresh and then load `pages - 1` more.
  static func refreshKit(pages: Int, pageSize: Int) async throws -> Double {
    let network = scriptedNetwork(pages: pages, pageSize: pageSize)
    let dataSource = FeedDataSource()
    let feedOperator = RefreshOperator(
      dataSource: dataSource, networkManager: network, target: FeedTarget())
    let machine = StateMachine(operator: feedOperator)
    let seconds = try await measure(machine: machine, pages: pages)
    try check(feedOperator.itemCount, pages: pages, pageSize: pageSize)
    withExtendedLifetime(dataSource) {}
    return seconds
  }

  /// Seconds the seed-style operator (copying merge) takes for the same pages.
  static func seedStyle(pages: Int, pageSize: Int) async throws -> Double {
    let network = scriptedNetwork(pages: pages, pageSize: pageSize)
    let seedOperator = SeedStyleOperator(network: network)
    let machine = StateMachine(operator: seedOperator)
    let seconds = try await measure(machine: machine, pages: pages)
    try check(seedOperator.itemCount, pages: pages, pageSize: pageSize)
    return seconds
  }

  private static func scriptedNetwork(pages: Int, pageSize: Int) -> InstantFeedNetwork {
    InstantFeedNetwork(pageSize: pageSize, total: pages * pageSize)
  }

  private static func measure<Operator: OperatorType>(
    machine: StateMachine<Operator>, pages: Int
  ) async throws -> Double where Operator.Action == RefreshAction {
    let clock = ContinuousClock()
    let start = clock.now
    try await machine.trigger(.pullToRefresh)
    for _ in 1..<pages {
      try await machine.trigger(.loadingMore)
    }
    return Format.seconds(start.duration(to: clock.now))
  }

  private static func check(_ itemCount: Int, pages: Int, pageSize: Int) throws {
    guard itemCount == pages * pageSize else {
      throw BenchError.invalid("applied \(itemCount) of \(pages * pageSize) rows")
    }
  }
}
