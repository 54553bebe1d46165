import Foundation
@_spi(Diagnostics) import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite(
  "Pager revalidation: an unchanged page costs nothing and publishes nothing",
  .timeLimit(.minutes(3)))
struct PagerRevalidationTests {
  nonisolated static let loadedAt = Date(timeIntervalSince1970: 2_000)
  nonisolated static let key = "search:swift"
  let server = ArticleServer()
  let cache = InMemoryPageCache<Article, Int>()

  /// A revalidating pager on `server` and `cache`.
  func makePager() -> ArticlePager {
    let server = server
    let load: ArticlePager.LoadPage = { request in try await server.request(target: request) }
    return ArticlePager(
      query: "swift", configuration: .fixed(prefetchDistance: 2), cache: cache,
      cacheKey: { "search:\($0)" }, now: { Self.loadedAt }, loadPage: load)
  }

  /// Fills the cache with `count` pages of three articles: page `n` (1-based) holds ids
  /// `3n-2...3n`, points at page `n+1` (none after the last), has the ETag `"pn"`, was stored
  /// at `500 + n` and is fresh until `freshUntil`.
  func fillCache(pages count: Int, freshUntil: Date? = nil) async {
    let pages = (1...count).map { page in
      CachedPage(
        page: Page(
          items: (3 * page - 2...3 * page).map { Article(id: $0, title: "v1") },
          next: page < count ? page + 1 : nil, validator: Self.tag(page), freshUntil: freshUntil),
        storedAt: Self.storedAt(page))
    }
    guard let first = pages.first else { return }
    let epoch = await cache.replacePages(for: Self.key, with: first)
    for page in pages.dropFirst() { _ = await cache.appendPage(page, for: Self.key, epoch: epoch) }
  }

  /// The key's pages and epoch, read as a pager reads them (through the protocol).
  func snapshot() async throws -> PageCacheSnapshot<Article, Int> {
    let store: any PageCache<Article, Int> = cache
    return try await store.snapshot(for: Self.key)
  }

  nonisolated static func tag(_ page: Int, _ version: String = "") -> PageValidator {
    PageValidator(entityTag: "\"p\(page)\(version)\"")
  }

  nonisolated static func storedAt(_ page: Int) -> Date {
    Date(timeIntervalSince1970: 500 + Double(page))
  }

  /// Records every change the pager publishes.
  func recordChanges(of pager: ArticlePager) -> ChangeLog {
    let log = ChangeLog()
    pager.observeChanges { log.changes.append($0) }
    return log
  }

  @Test("stale cached pages are revalidated in order, each with its validator")
  func staleSendsValidatorsInOrder() async throws {
    await fillCache(pages: 3)
    let pager = makePager()
    Task { await pager.loadIfNeeded() }
    for (index, cursor) in [nil, 2, 3].enumerated() {
      let request = try #require(await arrival(of: index, at: server))
      #expect(request.load.target.cursor == cursor)
      #expect(request.load.target.validator == Self.tag(index + 1))
      await respond(server, index, with: .success(.unchanged()), settling: pager)
    }
    #expect(server.requests.count == 3)
    #expect(pager.ids == Array(1...9))
  }

  @Test("an unchanged page publishes no change set and clears its staleness")
  func unchangedClearsStaleness() async throws {
    await fillCache(pages: 2)
    let pager = makePager()
    let log = recordChanges(of: pager)
    Task { await pager.loadIfNeeded() }
    try #require(await arrival(of: 0, at: server) != nil)
    #expect(pager.ids == Array(1...6))
    #expect(pager.staleSince == Self.storedAt(1))
    let shown = log.changes.count

    await respond(server, 0, with: .success(.unchanged()), settling: pager)
    #expect(pager.staleSince == Self.storedAt(2), "page 2 is still stale")
    #expect(pager.hasLoaded)
    await answer(server, 1, with: .success(.unchanged()), settling: pager)
    #expect(pager.staleSince == nil)
    #expect(log.changes.count == shown, "no change set after the cached rows showed")
    #expect(pager.ids == Array(1...6))
    #expect(pager.loadStates.refresh.description == "notLoading")
    #expect(pager.loadStates.append.description == "notLoading(end)")
  }

  @Test("one changed page of ten changes only that page's rows")
  func oneChangedPageOfTen() async throws {
    await fillCache(pages: 10)
    let pager = makePager()
    let log = recordChanges(of: pager)
    Task { await pager.loadIfNeeded() }
    try #require(await arrival(of: 0, at: server) != nil)
    let shown = log.changes.count
    for index in 0..<10 {
      let changed = articlePage(13...15, next: 6, title: "v2")
      let page = index == 4 ? changed : .unchanged(validator: Self.tag(index + 1, "b"))
      await answer(server, index, with: .success(page), settling: pager)
    }
    let changes = Array(log.changes.dropFirst(shown))
    let change = try #require(changes.first)
    #expect(changes.count == 1)
    #expect(Set(change.updatedIDs) == [13, 14, 15])
    #expect(change.insertedIndices.isEmpty && change.removedIndices.isEmpty && change.moves.isEmpty)
    #expect(pager.ids == Array(1...30))
    #expect(pager.items.filter { $0.title == "v2" }.map(\.id) == [13, 14, 15])
    #expect(pager.staleSince == nil)
    #expect(server.requests.count == 10)
  }

  @Test("fresh cached pages send no request on the automatic first load, yet a pull does")
  func freshPagesSendNothingUntilPulled() async throws {
    await fillCache(pages: 3, freshUntil: Self.loadedAt.addingTimeInterval(60))
    let pager = makePager()
    let log = recordChanges(of: pager)
    await pager.loadIfNeeded()
    #expect(server.requests.isEmpty)
    #expect(pager.ids == Array(1...9))
    #expect(pager.hasLoaded)
    #expect(pager.staleSince == nil)
    #expect(pager.loadStates.append.description == "notLoading(end)")
    #expect(log.changes.count == 1, "only the cached rows showing")

    Task { await pager.refresh() }
    let pull = try #require(await arrival(of: 0, at: server))
    #expect(pull.load.target.cursor == nil)
    #expect(pull.load.target.validator == Self.tag(1))
    await respond(server, 0, with: .success(.unchanged()), settling: pager)
    for page in 2...3 {
      let next = try #require(await arrival(of: page - 1, at: server))
      #expect(next.load.target.validator == Self.tag(page), "the pull revalidates page \(page)")
      await respond(server, page - 1, with: .success(.unchanged()), settling: pager)
    }
    #expect(server.requests.count == 3)
    #expect(log.changes.count == 1)
  }

  @Test("a screen appearing over fresh cached pages sends nothing; its pull sends the validator")
  func screenOverFreshCache() async throws {
    await fillCache(pages: 3, freshUntil: Self.loadedAt.addingTimeInterval(60))
    let pager = makePager()
    let host = RecordingListHost()
    let binding = PagerListBinding(pager: pager, host: host)
    host.binding = binding
    binding.start()
    #expect(pager.loadStates.refresh.isLoading)
    await pager.loadIfNeeded()  // joins the load the screen started
    #expect(server.requests.isEmpty)
    #expect(host.rows == Array(1...9))
    #expect(pager.hasLoaded && !pager.loadStates.refresh.isLoading)

    binding.refreshControlDidPull()
    let pull = try #require(await arrival(of: 0, at: server))
    #expect(pull.load.target.validator == Self.tag(1))
    await respond(server, 0, with: .success(.unchanged()), settling: pager)
    #expect(host.rows == Array(1...9))
  }

  @Test("a new query whose cached pages are all fresh shows them without a request")
  func queryOverFreshCache() async {
    await fillCache(pages: 2, freshUntil: Self.loadedAt.addingTimeInterval(60))
    let pager = makePager()
    pager.query = "swift"
    await pager.loadIfNeeded()  // joins the load the query started
    #expect(server.requests.isEmpty)
    #expect(pager.ids == Array(1...6))
    #expect(pager.hasLoaded)
  }

  @Test("loaded pages are stored with their validator and freshness")
  func storesValidators() async throws {
    let pager = makePager()
    let fresh = Self.loadedAt.addingTimeInterval(60)
    Task { await pager.refresh() }
    var page = articlePage(1...3, next: nil)
    page.validator = Self.tag(1)
    page.freshUntil = fresh
    await answer(server, 0, with: .success(page), settling: pager)
    await pager.waitForCache()
    let stored = try #require(await cache.pages(for: Self.key).first)
    #expect(stored.page.validator == Self.tag(1))
    #expect(stored.page.freshUntil == fresh)
  }

  @Test("one stale page among fresh ones: the automatic first load revalidates every page")
  func oneStalePageRevalidatesAll() async throws {
    await fillCache(pages: 2, freshUntil: Self.loadedAt.addingTimeInterval(60))
    let snapshot = try await snapshot()
    let epoch = try #require(snapshot.epoch)
    var stale = try #require(snapshot.pages.last)
    stale.page.freshUntil = Self.loadedAt
    let store: any PageCache<Article, Int> = cache
    #expect(try await store.replacePage(stale, at: 1, for: Self.key, epoch: epoch))
    let pager = makePager()
    Task { await pager.loadIfNeeded() }
    await answer(server, 0, with: .success(.unchanged()), settling: pager)
    let second = try #require(await arrival(of: 1, at: server))
    #expect(second.load.target.validator == Self.tag(2))
    await respond(server, 1, with: .success(.unchanged()), settling: pager)
    #expect(server.requests.count == 2 && pager.staleSince == nil)
  }

  @Test("the cache receives in-place writes with the new validator and freshness")
  func cacheGetsReplacePageWrites() async throws {
    await fillCache(pages: 2)
    let epoch = try #require(try await snapshot().epoch)
    let pager = makePager()
    Task { await pager.loadIfNeeded() }
    let fresh = Self.loadedAt.addingTimeInterval(300)
    await answer(
      server, 0, with: .success(.unchanged(validator: Self.tag(1, "b"), freshUntil: fresh)),
      settling: pager)
    await answer(
      server, 1, with: .success(articlePage(4...6, next: nil, title: "v2")), settling: pager)
    await pager.waitForCache()
    let stored = try await snapshot()
    #expect(stored.epoch == epoch, "pages were replaced in place, not the key rewritten")
    #expect(stored.pages.map(\.page.validator) == [Self.tag(1, "b"), nil])
    #expect(stored.pages.map(\.page.freshUntil) == [fresh, nil])
    #expect(stored.pages.map(\.storedAt) == [Self.loadedAt, Self.loadedAt])
    #expect(
      stored.pages.map { $0.page.items.map(\.title) } == [["v1", "v1", "v1"], ["v2", "v2", "v2"]])
  }

  @Test("a changed next cursor drops the pages after it; paging goes on from the new cursor")
  func changedNextDropsTheRest() async throws {
    await fillCache(pages: 3)
    let pager = makePager()
    let log = recordChanges(of: pager)
    Task { await pager.loadIfNeeded() }
    try #require(await arrival(of: 0, at: server) != nil)
    let shown = log.changes.count
    await respond(server, 0, with: .success(articlePage(1...3, next: 7)), settling: pager)
    #expect(pager.ids == [1, 2, 3])
    #expect(log.changes.count == shown + 1, "one change drops the rows after the page")
    #expect(pager.staleSince == nil)
    #expect(server.requests.count == 1)
    await pager.waitForCache()
    #expect(await cache.pages(for: Self.key).map(\.page.next) == [7])

    pager.itemDidAppear(at: 2)
    let next = try #require(await arrival(of: 1, at: server))
    #expect(next.load.target.cursor == 7)
    #expect(next.load.target.validator == nil)
    await respond(server, 1, with: .success(articlePage(20...21, next: nil)), settling: pager)
    #expect(pager.ids == [1, 2, 3, 20, 21])
    await pager.waitForCache()
    #expect(await cache.pages(for: Self.key).map(\.page.next) == [7, nil])
  }

  @Test("a failure in the middle keeps every row; retry resumes at the page that failed")
  func failureMidwayResumes() async throws {
    await fillCache(pages: 3)
    let pager = makePager()
    Task { await pager.loadIfNeeded() }
    await answer(server, 0, with: .success(.unchanged()), settling: pager)
    await answer(server, 1, with: .failure(ServerUnavailable()), settling: pager)
    #expect(pager.ids == Array(1...9))
    #expect(pager.loadStates.append.failure != nil)
    #expect(pager.staleSince == Self.storedAt(2))

    Task { await pager.retry() }
    let retried = try #require(await arrival(of: 2, at: server))
    #expect(retried.load.target.cursor == 2)
    #expect(retried.load.target.validator == Self.tag(2))
    await respond(server, 2, with: .success(.unchanged()), settling: pager)
    let last = try #require(await arrival(of: 3, at: server))
    #expect(last.load.target.validator == Self.tag(3))
    await respond(server, 3, with: .success(.unchanged()), settling: pager)
    #expect(pager.staleSince == nil)
    #expect(pager.loadStates.append.description == "notLoading(end)")
  }
}

/// The changes a pager published, in order.
@MainActor
final class ChangeLog {
  var changes: [ListChange<Int>] = []
}
