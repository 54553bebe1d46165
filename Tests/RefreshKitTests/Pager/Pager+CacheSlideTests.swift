import Foundation
import RefreshKit
import Testing

/// A windowed list with a cache writes how its window moved (a slide), not every page it holds.
@MainActor
@Suite("Pager with a cache and a window: the cache slides with it", .timeLimit(.minutes(2)))
struct PagerCacheSlideTests {
  struct Row: Identifiable, Equatable, Sendable {
    let id: Int
  }

  /// Page `number` of 200 rows in pages of 10, numbered from 1.
  nonisolated static func page(_ number: Int) -> Page<Row, Int> {
    let start = (number - 1) * 10
    return Page(
      items: (start..<start + 10).map(Row.init(id:)), previous: number > 1 ? number - 1 : nil,
      next: number < 20 ? number + 1 : nil, itemsBefore: start, itemsAfter: 200 - start - 10)
  }

  let cache = FailingPageCache<Row, Int>()

  func pager() throws -> Pager<String, Int, Row> {
    let configuration = try PagerConfiguration(pageSize: 10, prefetchDistance: 2, maxItems: 30)
    return Pager(
      query: "room", configuration: configuration, initialKey: 10, cache: cache,
      cacheKey: { $0 }, loadPage: { request in Self.page(request.cursor ?? 1) })
  }

  /// Shows row `index` of the rows held and waits until the loads and the cache settled.
  func show(_ index: Int, of pager: Pager<String, Int, Row>) async {
    pager.itemDidAppear(at: index)
    await pager.waitUntilIdle()
    await pager.waitForCache()
  }

  /// The cursors of the cached pages, and whether their rows are the rows held.
  func cachedKeys(matching pager: Pager<String, Int, Row>) async throws -> [Int?] {
    let pages = try await cache.pages(for: "room")
    #expect(pages.flatMap(\.page.items) == Array(pager.items))
    return pages.map(\.key)
  }

  @Test("scrolling up past maxItems prepends a page and drops the last, in one slide")
  func prependSlides() async throws {
    let pager = try pager()
    await pager.refresh()
    await pager.waitForCache()
    await show(9, of: pager)  // page 11 below
    await show(19, of: pager)  // page 12 below
    #expect(try await cachedKeys(matching: pager) == [10, 11, 12])
    #expect(await cache.slides == 0)  // appends without a trim add one page each

    await show(0, of: pager)  // page 9 above; page 12 goes
    #expect(pager.items.first?.id == 80 && pager.items.count == 30)
    #expect(try await cachedKeys(matching: pager) == [9, 10, 11])
    #expect(await cache.slides == 1)
  }

  @Test("after a failed write the cache is not slid blindly: the next full write rewrites it")
  func failedWriteThenSlide() async throws {
    let pager = try pager()
    await pager.refresh()
    await pager.waitForCache()
    await cache.fail(reads: false, writes: true)
    await show(0, of: pager)  // page 9 above: its write fails
    await cache.fail(reads: false, writes: false)
    await show(19, of: pager)  // page 11 below, added to nothing: the store's copy is unknown
    #expect(try await cache.pages(for: "room").map(\.key) == [10])
    await show(29, of: pager)  // page 12 below; page 9 goes: every page held is written
    #expect(pager.items.first?.id == 90)
    #expect(try await cachedKeys(matching: pager) == [10, 11, 12])
  }
}
