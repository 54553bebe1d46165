import Foundation
import RefreshKit
import RefreshKitGRDB
import Testing

@Suite(
  "GRDBPageCache keeps validators and freshness, and rewrites single pages of a run",
  .timeLimit(.minutes(3)))
struct ValidatorAndReplacePageTests {
  let directory: TemporaryDirectory
  let stamp = Date(timeIntervalSince1970: 1_000)

  init() throws { directory = try TemporaryDirectory() }

  func page(
    _ items: [Int], next: Int?, validator: PageValidator? = nil, freshUntil: Date? = nil
  ) -> CachedPage<Int, Int> {
    CachedPage(
      page: Page(items: items, next: next, validator: validator, freshUntil: freshUntil),
      storedAt: stamp)
  }

  func open(limits: PageCacheLimits = PageCacheLimits()) throws -> GRDBPageCache<Int, Int> {
    try GRDBPageCache(path: directory.path("pages.sqlite"), limits: limits)
  }

  /// Writes `pages` as one run of `key`; returns its epoch.
  func write(_ pages: [CachedPage<Int, Int>], to key: String, in cache: GRDBPageCache<Int, Int>)
    async throws -> PageCacheEpoch
  {
    let first = try #require(pages.first)
    let epoch = try await cache.replacePages(for: key, with: first)
    for page in pages.dropFirst() {
      try #require(try await cache.appendPage(page, for: key, epoch: epoch))
    }
    return epoch
  }

  @Test("each page's validator and freshness come back after the file is reopened")
  func validatorsRoundTrip() async throws {
    let pages = [
      page(
        [1], next: 2, validator: PageValidator(entityTag: #"W/"5d8f-ü""#, lastModified: "Tue"),
        freshUntil: stamp + 60),
      page([2], next: 3, validator: PageValidator(lastModified: "Wed, 21 Oct 2015 07:28:00 GMT")),
      page([3], next: nil, freshUntil: stamp + 0.5),
    ]
    _ = try await write(pages, to: "k", in: open())
    #expect(try await open().pages(for: "k") == pages)
  }

  @Test("a validator with neither part reads back as none")
  func emptyValidatorIsNone() async throws {
    _ = try await open().replacePages(for: "k", with: page([1], next: nil, validator: .init()))
    let stored = try #require(try await open().pages(for: "k").first)
    #expect(stored.page.validator == nil)
  }

  @Test("a snapshot holds the pages with the epoch of their run; a missing key has neither")
  func snapshotHasTheEpoch() async throws {
    let cache = try open()
    let pages = [page([1], next: 2), page([2], next: nil)]
    let epoch = try await write(pages, to: "k", in: cache)
    let snapshot = try await cache.snapshot(for: "k")
    #expect(snapshot.epoch == epoch)
    #expect(snapshot.pages == pages)
    let missing = try await cache.snapshot(for: "missing")
    #expect(missing.epoch == nil)
    #expect(missing.pages.isEmpty)
  }

  @Test("replacePage rewrites the page at its position in the current run, and no other")
  func replacesOnePage() async throws {
    let cache = try open()
    var pages = [page([1], next: 2), page([2], next: 3), page([3], next: nil)]
    let epoch = try await write(pages, to: "k", in: cache)
    pages[1] = page(
      [20, 21], next: 3, validator: PageValidator(entityTag: #""v2""#), freshUntil: stamp + 30)
    #expect(try await cache.replacePage(pages[1], at: 1, for: "k", epoch: epoch))
    #expect(try await open().pages(for: "k") == pages)
    #expect(try await cache.snapshot(for: "k").epoch == epoch, "a page rewrite keeps the run")
    let fourth = page([4], next: nil)
    #expect(try await cache.appendPage(fourth, for: "k", epoch: epoch))
    #expect(try await cache.pages(for: "k") == pages + [fourth])
  }

  @Test("replacePage with the epoch of an older run, or after removal, writes nothing")
  func staleEpochWritesNothing() async throws {
    let cache = try open()
    let old = try await write([page([1], next: 2), page([2], next: nil)], to: "k", in: cache)
    let current = try await write([page([9], next: 10), page([10], next: nil)], to: "k", in: cache)
    #expect(try await !cache.replacePage(page([99], next: nil), at: 0, for: "k", epoch: old))
    #expect(try await cache.pages(for: "k").map(\.page.items) == [[9], [10]])
    try await cache.removePages(for: "k")
    #expect(try await !cache.replacePage(page([99], next: nil), at: 0, for: "k", epoch: current))
    #expect(try await cache.snapshot(for: "k").pages.isEmpty)
  }

  @Test("replacePage outside the run's pages writes nothing", arguments: [-1, 2, Int.max])
  func positionOutsideWritesNothing(position: Int) async throws {
    let cache = try open()
    let pages = [page([1], next: 2), page([2], next: nil)]
    let epoch = try await write(pages, to: "k", in: cache)
    #expect(
      try await !cache.replacePage(page([99], next: nil), at: position, for: "k", epoch: epoch))
    #expect(try await cache.pages(for: "k") == pages)
    #expect(try await !cache.replacePage(page([99], next: nil), at: 0, for: "other", epoch: epoch))
    #expect(try await cache.keys() == ["k"])
  }

  @Test("a rewritten page counts with its new size: a smaller page frees room, a bigger one evicts")
  func replacePageKeepsByteCounts() async throws {
    let cache = try open(limits: PageCacheLimits(maxBytes: 2_000))
    let big = Array(0..<300)  // 1,091 bytes of JSON: two of them exceed 2,000
    let epoch = try await cache.replacePages(for: "a", with: page(big, next: nil))
    #expect(try await cache.replacePage(page([1], next: nil), at: 0, for: "a", epoch: epoch))
    _ = try await cache.replacePages(for: "b", with: page(big, next: nil))
    #expect(Set(try await cache.keys()) == ["a", "b"], "a's old size must not count any more")
    #expect(try await cache.replacePage(page(big, next: nil), at: 0, for: "a", epoch: epoch))
    #expect(
      try await cache.keys() == ["a"], "b, least recently used, goes; a, being written, stays")
  }

  @Test("replacePage uses its key: past maxKeys the key not rewritten goes")
  func replacePageUsesTheKey() async throws {
    let date = ManualDate(start: stamp)
    let cache = try GRDBPageCache<Int, Int>(
      path: directory.path("pages.sqlite"), limits: PageCacheLimits(maxKeys: 2), now: date.now)
    let a = try await cache.replacePages(for: "a", with: page([1], next: nil))
    date.advance()
    _ = try await cache.replacePages(for: "b", with: page([2], next: nil))
    date.advance()
    #expect(try await cache.replacePage(page([10], next: nil), at: 0, for: "a", epoch: a))
    date.advance()
    _ = try await cache.replacePages(for: "c", with: page([3], next: nil))
    #expect(try await cache.keys() == ["a", "c"])
  }
}
