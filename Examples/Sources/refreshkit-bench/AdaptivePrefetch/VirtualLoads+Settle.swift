@_spi(Diagnostics) import RefreshKit

extension VirtualLoads {
  /// ``drain(_:)`` until every load the pager waits for (``inFlight``) has registered
  /// here and every answered load is applied: a `Pager` calls its loader on the global
  /// executor, and this registry's loader hops back to the main actor, so a load just started
  /// registers a few turns later. Then the loop moves time on: each load is due its latency
  /// after the time it started.
  func settle<Item>(_ pager: Pager<String, Cursor, Item>, turns: Int = 100_000) async throws {
    try await drain(pager)
    var turn = 0
    while pendingCount < inFlight.count {
      turn += 1
      guard turn < turns else {
        throw BenchError.stuck(
          "\(inFlight.count) loads in flight, \(pendingCount) registered")
      }
      await Task.yield()
    }
    try await drain(pager)
  }
}
