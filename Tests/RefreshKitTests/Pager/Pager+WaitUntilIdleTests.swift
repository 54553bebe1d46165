import Foundation
@_spi(Diagnostics) import RefreshKit
import RefreshKitTesting
import Testing

/// `waitUntilIdle()` returns when nothing loads: the loads that settled loads start are waited
/// for too; a retry waiting on the clock is not a load; cancelling the waiting task ends it.
@MainActor
@Suite("Pager.waitUntilIdle: returns when nothing loads", .timeLimit(.minutes(2)))
struct PagerWaitUntilIdleTests {
  @Test("it returns only after the last load of a chain that each page starts")
  func waitsForTheLoadsThatLoadsStart() async throws {
    let (pager, server) = makeArticlePager(prefetchDistance: 2)
    pager.query = "swift"
    await answer(server, 0, with: .success(articlePage(1...3, next: 2)), settling: pager)
    pager.itemDidAppear(at: 2)  // page 2 loads
    let waiting = Task.immediate {
      await pager.waitUntilIdle()
      return (ids: pager.ids, isLoading: pager.isLoading)
    }
    // One row: the row on screen is still near the end, so page 2's arrival starts page 3.
    await answer(server, 1, with: .success(articlePage(4...4, next: 3)), settling: pager)
    guard await arrival(of: 2, at: server) != nil else { return }
    server.respond(to: 2, with: .success(articlePage(5...9, next: nil)))
    let seen = try await waiting.boundedValue("the wait")
    #expect(seen.ids == Array(1...9), "it returned after page 3, not after page 2")
    #expect(!seen.isLoading)
  }

  @Test(
    "a change observer that reports a row, then another that starts a load: the wait goes on"
  )
  func observersReportingRowsDoNotEndTheWait() async throws {
    let (pager, server) = makeArticlePager(prefetchDistance: 2)
    pager.query = "swift"
    await answer(server, 0, with: .success(articlePage(1...3, next: 2)), settling: pager)
    // The first observer reports a row far from the end (no load: the pager is idle for a
    // moment); the second reports the last row, which starts the next page.
    pager.observeChanges { [weak pager] _ in pager?.positionDidAppear(0) }
    pager.observeChanges { [weak pager] _ in
      guard let pager else { return }
      pager.positionDidAppear(pager.items.count - 1)
    }
    pager.itemDidAppear(at: 2)  // page 2 loads
    let waiting = Task.immediate {
      await pager.waitUntilIdle()
      return (ids: pager.ids, isLoading: pager.isLoading)
    }
    await answer(server, 1, with: .success(articlePage(4...6, next: 3)), settling: pager)
    guard await arrival(of: 2, at: server) != nil else { return }
    server.respond(to: 2, with: .success(articlePage(7...9, next: nil)))
    let seen = try await waiting.boundedValue("the wait")
    #expect(seen.ids == Array(1...9), "it returned after page 3, not inside page 2's observers")
    #expect(!seen.isLoading)
  }

  @Test("it waits for the cache read of the first load and the loads that read starts")
  func waitsForTheCacheReadAndItsLoad() async throws {
    let cache = InMemoryPageCache<Article, Int>()
    let stored = articlePage(1...3, next: 2)
    _ = await cache.replacePages(
      for: "search:swift",
      with: CachedPage(
        page: Page(items: stored.items, next: 2), storedAt: Date(timeIntervalSince1970: 500)))
    let server = ArticleServer()
    let pager = ArticlePager(
      query: "swift", configuration: .fixed(prefetchDistance: 2), cache: cache,
      cacheKey: { "search:\($0)" }, loadPage: { try await server.request(target: $0) })
    let waiting = Task.immediate {
      pager.query = "swift"  // the cache is read, then page 1 loads
      await pager.waitUntilIdle()
      return (ids: pager.ids, isLoading: pager.isLoading)
    }
    guard await arrival(of: 0, at: server) != nil else { return }
    server.respond(to: 0, with: .success(articlePage(1...2, next: nil)))
    let seen = try await waiting.boundedValue("the wait")
    #expect(seen.ids == [1, 2] && !seen.isLoading)
  }

  @Test("a failure waiting for an automatic retry is idle: the wait returns with the failure")
  func scheduledRetryIsNotLoading() async throws {
    let clock = ManualRetryClock()
    let (pager, server) = makeArticlePager(retry: .exponential(maxAttempts: 3), clock: clock)
    pager.query = "swift"
    await answer(server, 0, with: .failure(ServerUnavailable()), settling: pager)
    try await Task.immediate { await pager.waitUntilIdle() }.boundedValue("the wait")
    #expect(pager.loadStates.refresh.failure?.attempt == 1)
    #expect(!pager.isLoading && server.requests.count == 1)
  }

  @Test("cancelling the waiting task ends the wait at once; the loads go on")
  func cancelledWaitReturns() async throws {
    let (pager, server) = makeArticlePager()
    pager.query = "swift"
    guard await arrival(of: 0, at: server) != nil else { return }
    let waiting = Task.immediate {
      await pager.waitUntilIdle()
      return pager.isLoading
    }
    waiting.cancel()
    #expect(try await waiting.boundedValue("the cancelled wait"), "returned while page 1 loads")
    let cancelledFirst = Task.immediate {
      withUnsafeCurrentTask { $0?.cancel() }
      await pager.waitUntilIdle()
      return pager.isLoading
    }
    #expect(try await cancelledFirst.boundedValue("a wait from a cancelled task"))
    #expect(server.pendingIndices == [0], "the load was not cancelled")
  }
}
