import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite("Pager with a page cache: stale-while-revalidate", .timeLimit(.minutes(3)))
struct PagerCacheTests {
  nonisolated static let cachedAt = Date(timeIntervalSince1970: 500)
  nonisolated static let loadedAt = Date(timeIntervalSince1970: 2_000)
  let server = ArticleServer()

  func makePager(cache: any PageCache<Article, Int>) -> ArticlePager {
    ArticlePager(
      query: "swift", networkManager: server, configuration: .fixed(prefetchDistance: 2),
      cache: (cache, { "search:\($0)" }), now: { Self.loadedAt })
  }

  /// A cache that already holds `pages` of "swift", stored at `cachedAt`.
  func filledCache(_ pages: ArticlePage...) async -> InMemoryPageCache<Article, Int> {
    let cache = InMemoryPageCache<Article, Int>()
    await fill(cache, with: pages)
    return cache
  }

  func fill(_ cache: InMemoryPageCache<Article, Int>, with pages: [ArticlePage]) async {
    let cached = pages.map {
      CachedPage(page: Page(items: $0.items, next: $0.next), storedAt: Self.cachedAt)
    }
    guard let first = cached.first else { return }
    let epoch = await cache.replacePages(for: "search:swift", with: first)
    for page in cached.dropFirst() {
      _ = await cache.appendPage(page, for: "search:swift", epoch: epoch)
    }
  }

  @Test("pages are written as they arrive; a refresh's first page replaces the key's pages")
  func writesPages() async {
    let cache = InMemoryPageCache<Article, Int>()
    let pager = makePager(cache: cache)
    pager.query = "swift"
    await answer(server, 0, with: .success(articlePage(1...3, next: 2)), settling: pager)
    pager.itemDidAppear(at: 2)
    await answer(server, 1, with: .success(articlePage(4...5, next: nil)), settling: pager)
    await pager.waitForCache()
    #expect(
      await cache.pages(for: "search:swift").map { $0.page.items.map(\.id) } == [
        [1, 2, 3], [4, 5],
      ])
    #expect(await cache.pages(for: "search:swift").map(\.page.next) == [2, nil])
    #expect(await cache.pages(for: "search:swift").allSatisfy { $0.storedAt == Self.loadedAt })

    Task { await pager.refresh() }
    await answer(server, 2, with: .success(articlePage(7...8, next: 2)), settling: pager)
    await pager.waitForCache()
    #expect(await cache.pages(for: "search:swift").map { $0.page.items.map(\.id) } == [[7, 8]])
  }

  @Test("the next launch shows the cached pages at once, marked stale, then the network's page")
  func cachedThenNetwork() async {
    let cache = await filledCache(articlePage(1...3, next: 2), articlePage(4...5, next: 3))
    let pager = makePager(cache: cache)
    pager.query = "swift"
    guard await arrival(of: 0, at: server) != nil else { return }
    await pager.waitForCache()
    #expect(pager.ids == [1, 2, 3, 4, 5])
    #expect(pager.staleSince == Self.cachedAt)
    #expect(pager.loadStates.refresh.isLoading)
    #expect(!pager.hasLoaded)

    await respond(server, 0, with: .success(articlePage(1...2, next: 2)), settling: pager)
    #expect(pager.ids == [1, 2])
    #expect(pager.staleSince == nil)
    await pager.waitForCache()
    #expect(await cache.pages(for: "search:swift").map { $0.page.items.map(\.id) } == [[1, 2]])
  }

  @Test("offline, the cached items stay with the refresh's failure; a retry revalidates them")
  func offlineKeepsCache() async {
    let cache = await filledCache(articlePage(1...3, next: 2))
    let pager = makePager(cache: cache)
    pager.query = "swift"
    guard await arrival(of: 0, at: server) != nil else { return }
    await pager.waitForCache()
    await respond(server, 0, with: .failure(ServerUnavailable()), settling: pager)
    #expect(pager.ids == [1, 2, 3])
    #expect(pager.staleSince == Self.cachedAt)
    #expect(pager.loadStates.refresh.failure != nil)
    #expect(!pager.canAutoLoadMore, "paging stops at what is cached")

    Task { await pager.retry() }
    await answer(server, 1, with: .success(articlePage(1...4, next: nil)), settling: pager)
    #expect(pager.ids == [1, 2, 3, 4])
    #expect(pager.staleSince == nil)
  }

  @Test("a cache read that ends after the network's first page shows nothing old")
  func lateReadIsDropped() async {
    let cache = HeldReadsPageCache<Article, Int>()
    let old = articlePage(90...92, next: 2)
    let epoch = await cache.store.replacePages(
      for: "search:swift",
      with: CachedPage(page: Page(items: old.items, next: 2), storedAt: Self.cachedAt))
    _ = epoch
    let pager = makePager(cache: cache)
    pager.query = "swift"
    await answer(server, 0, with: .success(articlePage(1...2, next: nil)), settling: pager)
    await cache.openReads()
    await pager.waitForCache()
    #expect(pager.ids == [1, 2])
    #expect(pager.staleSince == nil)
  }

  @Test("a cache read of the previous query is dropped when the query changes")
  func readOfOldQueryIsDropped() async {
    let cache = HeldReadsPageCache<Article, Int>()
    _ = await cache.store.replacePages(
      for: "search:swift",
      with: CachedPage(
        page: Page(items: articlePage(1...3, next: 2).items, next: 2), storedAt: Self.cachedAt))
    let pager = makePager(cache: cache)
    pager.query = "swift"
    pager.query = "rust"
    await cache.openReads()
    await pager.waitForCache()
    #expect(pager.ids.isEmpty)
    #expect(pager.staleSince == nil)
  }

  @Test("a failing cache is reported and loses nothing: the network's items show")
  func failingCache() async {
    let failure = PageCacheError.unreadable(reason: "disk I/O error")
    let cache = HeldReadsPageCache<Article, Int>(readsOpen: true, failure: failure)
    let pager = makePager(cache: cache)
    pager.query = "swift"
    await answer(server, 0, with: .success(articlePage(1...3, next: 2)), settling: pager)
    await pager.waitForCache()
    #expect(pager.ids == [1, 2, 3])
    #expect(pager.cacheError == failure)
    #expect(pager.hasLoaded)
  }

  @Test("two pagers writing the same key never interleave: the later first page wins")
  func twoPagersSameKey() async {
    let cache = InMemoryPageCache<Article, Int>()
    let otherServer = ArticleServer()
    let first = makePager(cache: cache)
    let second = ArticlePager(
      query: "swift", networkManager: otherServer, configuration: .fixed(prefetchDistance: 2),
      cache: (cache, { "search:\($0)" }), now: { Self.loadedAt })
    first.query = "swift"
    await answer(server, 0, with: .success(articlePage(1...3, next: 2)), settling: first)
    await first.waitForCache()
    second.query = "swift"
    await answer(otherServer, 0, with: .success(articlePage(101...103, next: 2)), settling: second)
    await second.waitForCache()
    first.itemDidAppear(at: 2)
    await answer(server, 1, with: .success(articlePage(4...6, next: nil)), settling: first)
    await first.waitForCache()
    #expect(
      await cache.pages(for: "search:swift").map { $0.page.items.map(\.id) } == [[101, 102, 103]],
      "the first pager's page 2 must not land after the second pager's page 1")
  }
}
