import RefreshKit

extension VirtualLoads {
  /// ``drain(_:)``, and while the pager is loading but no load has registered, more turns of
  /// the main actor (at most `turns`): a `Pager` calls its loader on the global executor, and
  /// this registry's loader hops back, so a load just started registers a little later.
  ///
  /// A load that registers after the loop moved the time on is due a latency after the later
  /// time (at most one scroll step late); RESULTS.md says so.
  func settle<Item>(_ pager: Pager<String, Cursor, Item>, turns: Int = 100_000) async throws {
    try await drain(pager)
    for _ in 0..<turns where pager.isLoading && isEmpty {
      await Task.yield()
    }
    try await drain(pager)
  }
}
