import Foundation
import GRDB
import RefreshKit
import RefreshKitGRDB
import Testing

/// Writes that fail halfway: a trigger installed through a second connection aborts a page's
/// insert after the write already deleted or counted rows, so only the transaction keeps the
/// key whole.
@Suite("GRDBPageCache: a write that fails halfway", .timeLimit(.minutes(3)))
struct FailedWriteTests {
  let directory: TemporaryDirectory
  let stamp = Date(timeIntervalSince1970: 1_000)

  init() throws { directory = try TemporaryDirectory() }

  func page(_ items: [Int], next: Int?) -> CachedPage<Int, Int> {
    CachedPage(page: Page(items: items, next: next), storedAt: stamp)
  }

  /// Makes every insert of a page at `position` fail, through a connection of its own.
  func abortInserts(atPosition position: Int) throws {
    let queue = try sideConnection(to: directory.path("pages.sqlite"))
    try queue.write { db in
      try db.execute(
        sql: """
          CREATE TRIGGER abort_page BEFORE INSERT ON cache_page
          WHEN NEW.position = \(position)
          BEGIN SELECT RAISE(ABORT, 'injected failure'); END
          """)
    }
  }

  func dropTrigger() throws {
    let queue = try sideConnection(to: directory.path("pages.sqlite"))
    try queue.write { db in try db.execute(sql: "DROP TRIGGER abort_page") }
  }

  @Test("a replacement whose page insert aborts keeps the key's old pages and its epoch")
  func failedReplacementKeepsOldPages() async throws {
    let cache = try GRDBPageCache<Int, Int>(path: directory.path("pages.sqlite"))
    let epoch = try await cache.replacePages(for: "k", with: page([1, 2], next: 2))
    #expect(try await cache.appendPage(page([3, 4], next: 3), for: "k", epoch: epoch))
    try abortInserts(atPosition: 0)

    await #expect(throws: PageCacheError.self) {
      try await cache.replacePages(for: "k", with: page([666], next: 2))
    }
    #expect(try await cache.pages(for: "k") == [page([1, 2], next: 2), page([3, 4], next: 3)])
    #expect(try await cache.appendPage(page([5], next: nil), for: "k", epoch: epoch))
    #expect(try await cache.pages(for: "k").map(\.page.items) == [[1, 2], [3, 4], [5]])
  }

  @Test("a second page whose insert aborts leaves the first page, and the next append goes second")
  func failedSecondPageLeavesNothingHalfWritten() async throws {
    let cache = try GRDBPageCache<Int, Int>(path: directory.path("pages.sqlite"))
    let epoch = try await cache.replacePages(for: "k", with: page([1, 2], next: 2))
    try abortInserts(atPosition: 1)

    await #expect(throws: PageCacheError.self) {
      try await cache.appendPage(page([666], next: 3), for: "k", epoch: epoch)
    }
    #expect(try await cache.pages(for: "k") == [page([1, 2], next: 2)])
    try dropTrigger()
    #expect(try await cache.appendPage(page([3, 4], next: nil), for: "k", epoch: epoch))
    #expect(try await cache.pages(for: "k") == [page([1, 2], next: 2), page([3, 4], next: nil)])
  }
}
