import Foundation
import RefreshKit
import Testing

@Suite(
  "InMemoryPageCache: pages per key, replaced in one step, epochs that keep writers apart",
  .timeLimit(.minutes(3)))
struct InMemoryPageCacheTests {
  let cache = InMemoryPageCache<Int, Int>()
  let stamp = Date(timeIntervalSince1970: 1_000)

  func page(_ items: [Int], next: Int?) -> CachedPage<Int, Int> {
    CachedPage(page: Page(items: items, next: next), storedAt: stamp)
  }

  @Test("a key holds its first page and the pages appended after it, in order")
  func pagesInOrder() async throws {
    let epoch = await cache.replacePages(for: "k", with: page([1, 2], next: 2))
    #expect(await cache.appendPage(page([3], next: nil), for: "k", epoch: epoch))
    #expect(await cache.pages(for: "k") == [page([1, 2], next: 2), page([3], next: nil)])
    #expect(await cache.pages(for: "other").isEmpty)
  }

  @Test("a new first page replaces every page of the key")
  func replaceDropsTheRest() async throws {
    let epoch = await cache.replacePages(for: "k", with: page([1], next: 2))
    _ = await cache.appendPage(page([2], next: 3), for: "k", epoch: epoch)
    _ = await cache.replacePages(for: "k", with: page([9], next: nil))
    #expect(await cache.pages(for: "k") == [page([9], next: nil)])
  }

  @Test("a writer whose pages were replaced by another writer adds nothing")
  func staleEpochIsRefused() async throws {
    let first = await cache.replacePages(for: "k", with: page([1], next: 2))
    let second = await cache.replacePages(for: "k", with: page([7], next: 8))
    #expect(first != second)
    #expect(await !cache.appendPage(page([2], next: nil), for: "k", epoch: first))
    #expect(await cache.appendPage(page([8], next: nil), for: "k", epoch: second))
    #expect(await cache.pages(for: "k").map(\.page.items) == [[7], [8]])
  }

  @Test("removing a key forgets its pages, and its epoch")
  func remove() async throws {
    let epoch = await cache.replacePages(for: "k", with: page([1], next: 2))
    await cache.removePages(for: "k")
    #expect(await cache.pages(for: "k").isEmpty)
    #expect(await !cache.appendPage(page([2], next: nil), for: "k", epoch: epoch))
  }

  @Test("a snapshot carries the epoch of its pages; a page is replaced in place only in that epoch")
  func snapshotAndReplacePage() async throws {
    let epoch = await cache.replacePages(for: "k", with: page([1], next: 2))
    _ = await cache.appendPage(page([2], next: 3), for: "k", epoch: epoch)
    let snapshot = try await cache.snapshot(for: "k")
    #expect(snapshot.epoch == epoch && snapshot.pages.map(\.page.items) == [[1], [2]])
    #expect(try await cache.replacePage(page([20], next: nil), at: 1, for: "k", epoch: epoch))
    #expect(await cache.pages(for: "k").map(\.page.items) == [[1], [20]])
    #expect(try await !cache.replacePage(page([9], next: nil), at: 2, for: "k", epoch: epoch))
    let newer = await cache.replacePages(for: "k", with: page([7], next: nil))
    #expect(try await !cache.replacePage(page([8], next: nil), at: 0, for: "k", epoch: epoch))
    #expect(try await cache.snapshot(for: "k").epoch == newer)
    #expect(try await cache.snapshot(for: "none").epoch == nil)
  }

  @Test("a slide removes pages at the ends and adds pages before and after the ones left")
  func slide() async throws {
    let epoch = await cache.replacePages(for: "k", with: page([1], next: 2))
    for item in 2...4 {
      _ = await cache.appendPage(page([item], next: nil), for: "k", epoch: epoch)
    }
    #expect(
      try await cache.slidePages(
        for: "k", epoch: epoch, removingFirst: 1, removingLast: 1,
        prepending: [page([0], next: nil)], appending: [page([5], next: nil), page([6], next: nil)])
    )
    #expect(await cache.pages(for: "k").map(\.page.items) == [[0], [2], [3], [5], [6]])
  }

  @Test("a slide with another writer's epoch, or removing more pages than held, writes nothing")
  func slideRefusals() async throws {
    let first = await cache.replacePages(for: "k", with: page([1], next: 2))
    #expect(
      try await !cache.slidePages(
        for: "k", epoch: first, removingFirst: 1, removingLast: 1, prepending: [],
        appending: []))
    let second = await cache.replacePages(for: "k", with: page([9], next: nil))
    #expect(
      try await !cache.slidePages(
        for: "k", epoch: first, removingFirst: 0, removingLast: 0, prepending: [],
        appending: [page([10], next: nil)]))
    #expect(await cache.pages(for: "k") == [page([9], next: nil)])
    #expect(second != first)
  }
}
