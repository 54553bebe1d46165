public import RefreshKit

extension ScriptedNetworkManager {
  /// Answers pending request `index` and waits, at most `timeout`, until the load of `pager`
  /// it belongs to has settled; returns `false` when it did not settle in time.
  ///
  /// The answer and the wait start in the same main-actor turn, so the wait joins exactly the
  /// load being answered, never one the pager starts after it (the next page of a short list).
  ///
  /// ```swift
  /// let server = ScriptedNetworkManager<PageRequest<String, Int>, Page<Repo, Int>>()
  /// let pager = Pager(query: "swift", networkManager: server)
  /// pager.query = "swift"
  /// _ = await server.request(at: 0, timeout: .seconds(10))
  /// #expect(await server.respond(to: 0, with: .success(page), settling: pager))
  /// ```
  @MainActor
  public func respond<Query, Cursor, Item>(
    to index: Int, with result: Result<Model, any Error>,
    settling pager: Pager<Query, Cursor, Item>,
    timeout: Duration = .seconds(10)
  ) async -> Bool {
    let done: Void? = await boundedOnMain(timeout: timeout) {
      self.respond(to: index, with: result)
      await pager.waitForLoadsInFlight()
    }
    return done != nil
  }
}
