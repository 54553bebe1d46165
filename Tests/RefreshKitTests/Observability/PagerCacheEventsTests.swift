import Clocks
import Foundation
import MetricsTestKit
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite("Pager events with a page cache: read, revalidation, write", .timeLimit(.minutes(1)))
struct PagerCacheEventsTests {
  @Test("a cached read, its revalidation answered 304, a write, then an append and its write")
  func cacheSequence() async throws {
    let cache = InMemoryPageCache<Article, Int>()
    let cached = CachedPage(
      page: Page(
        items: (1...3).map { Article(id: $0, title: "v1") }, next: 2,
        validator: PageValidator(entityTag: "\"p1\"")), storedAt: Date(timeIntervalSince1970: 500))
    _ = await cache.replacePages(for: "search:swift", with: cached)
    let server = ArticleServer()
    let pager = ArticlePager(
      query: "swift", configuration: .fixed(prefetchDistance: 1), cache: cache,
      cacheKey: { "search:\($0)" },
      clock: TestClock(), now: { Date(timeIntervalSince1970: 2_000) },
      loadPage: { request in try await server.request(target: request) })
    let metrics = TestMetrics()
    pager.instrumentation = PagerInstrumentation(name: "feed", metrics: metrics)
    let recorder = EventRecorder(pager)
    Task { await pager.loadIfNeeded() }
    await answer(
      server, 0, with: .success(.unchanged(validator: PageValidator(entityTag: "\"p1\""))),
      settling: pager)
    pager.itemDidAppear(at: 2)
    await answer(server, 1, with: .success(articlePage(4...6, next: nil)), settling: pager)
    try await recorder.waitForEvents(7)
    #expect(
      recorder.lines == [
        "read 1 pages, 3 rows from the cache",
        "started refresh cursor=nil attempt=1 generation=2 (revalidation)",
        "finished refresh cursor=nil attempt=1 generation=2: 0 rows from notModified in 0.0 seconds",
        "wrote 1 pages, 3 rows to the cache",
        "started append cursor=2 attempt=1 generation=2 (prefetch at row 2)",
        "finished append cursor=2 attempt=1 generation=2: 3 rows from network in 0.0 seconds",
        "wrote 1 pages, 3 rows to the cache",
      ])
    #expect(metrics.counterTotal(label: "refreshkit_pager_cache_hits") == 1)
    #expect(metrics.counterTotal(label: "refreshkit_pager_cache_misses") == 0)
  }
}
