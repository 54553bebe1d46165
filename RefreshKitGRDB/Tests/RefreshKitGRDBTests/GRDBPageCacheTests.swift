import Foundation
import GRDB
import RefreshKit
import RefreshKitGRDB
import Testing

@Suite("GRDBPageCache: pages in a SQLite file", .timeLimit(.minutes(3)))
struct GRDBPageCacheTests {
  let directory: TemporaryDirectory
  let stamp = Date(timeIntervalSince1970: 1_000)

  init() throws { directory = try TemporaryDirectory() }

  func page(_ items: [Int], next: Int?) -> CachedPage<Int, Int> {
    Self.page(items, next: next, storedAt: stamp)
  }

  static func page(_ items: [Int], next: Int?, storedAt: Date) -> CachedPage<Int, Int> {
    CachedPage(page: Page(items: items, next: next), storedAt: storedAt)
  }

  func open(limits: PageCacheLimits = PageCacheLimits()) throws -> GRDBPageCache<Int, Int> {
    try GRDBPageCache(path: directory.path("pages.sqlite"), limits: limits, now: { Date() })
  }

  @Test("pages come back in order with their cursors and times, after the file is reopened")
  func survivesReopening() async throws {
    let epoch = try await open().replacePages(for: "k", with: page([1, 2], next: 2))
    #expect(try await open().appendPage(page([3], next: nil), for: "k", epoch: epoch))
    let pages = try await open().pages(for: "k")
    #expect(pages == [page([1, 2], next: 2), page([3], next: nil)])
    #expect(try await open().pages(for: "missing").isEmpty)
  }

  @Test("a first page replaces every page of its key; a stale epoch writes nothing")
  func replaceAndEpochs() async throws {
    let cache = try open()
    let first = try await cache.replacePages(for: "k", with: page([1], next: 2))
    _ = try await cache.appendPage(page([2], next: 3), for: "k", epoch: first)
    let second = try await cache.replacePages(for: "k", with: page([9], next: 10))
    #expect(try await !cache.appendPage(page([3], next: nil), for: "k", epoch: first))
    #expect(try await cache.pages(for: "k").map(\.page.items) == [[9]])
    await #expect(throws: Never.self) { try await cache.removePages(for: "k") }
    #expect(try await !cache.appendPage(page([10], next: nil), for: "k", epoch: second))
  }

  @Test("two writers of the same key never interleave their pages")
  func concurrentWritersDoNotInterleave() async throws {
    let cache = try open()
    let stamp = stamp
    await withTaskGroup(of: Void.self) { group in
      for writer in 1...2 {
        group.addTask {
          for load in 0..<20 {
            let tag = writer * 1_000 + load * 10
            guard
              let epoch = try? await cache.replacePages(
                for: "k", with: Self.page([tag], next: 1, storedAt: stamp))
            else { continue }
            for index in 1..<4 {
              _ = try? await cache.appendPage(
                Self.page([tag + index], next: index + 1, storedAt: stamp), for: "k", epoch: epoch)
            }
          }
        }
      }
    }
    let items = try await cache.pages(for: "k").map { $0.page.items[0] }
    let tag = try #require(items.first)
    #expect(items == Array(tag..<(tag + items.count)), "one writer's pages, in order: \(items)")
  }

  @Test("the schema is migrated once, in order, and the file is in WAL mode")
  func schemaAndWAL() async throws {
    _ = try open()
    _ = try open()
    let queue = try sideConnection(to: directory.path("pages.sqlite"))
    let migrations = try await queue.read {
      try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations")
    }
    #expect(
      migrations == [
        "v1: keys, pages, epochs", "v2: validators and freshness", "v3: cursors and counts",
      ])
    let mode = try await queue.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }
    #expect(mode == "wal")
  }

  @Test("past maxKeys the least recently used keys go; reading a key uses it")
  func evictsLeastRecentlyUsedKeys() async throws {
    let cache = try open(limits: PageCacheLimits(maxKeys: 2))
    _ = try await cache.replacePages(for: "a", with: page([1], next: nil))
    _ = try await cache.replacePages(for: "b", with: page([2], next: nil))
    _ = try await cache.pages(for: "a")
    _ = try await cache.replacePages(for: "c", with: page([3], next: nil))
    #expect(Set(try await cache.keys()) == ["a", "c"])
  }

  @Test("past maxBytes the least recently used keys go, never the key being written")
  func evictsBySize() async throws {
    let cache = try open(limits: PageCacheLimits(maxBytes: 2_000))
    let big = Array(0..<300)  // 1,091 bytes of JSON: two of them exceed 2,000
    _ = try await cache.replacePages(for: "a", with: page(big, next: nil))
    _ = try await cache.replacePages(for: "b", with: page(big, next: nil))
    #expect(try await cache.keys() == ["b"])
    let epoch = try await cache.replacePages(for: "c", with: page([1], next: 2))
    #expect(try await cache.appendPage(page(big + big, next: nil), for: "c", epoch: epoch))
    #expect(try await cache.keys() == ["c"])
  }

  @Test("a corrupt file is reported as a typed error and replaced; the cache works after")
  func corruptFileIsReplaced() async throws {
    let path = directory.path("pages.sqlite")
    try Data(repeating: 0x42, count: 8_192).write(to: URL(fileURLWithPath: path))
    let cache = try GRDBPageCache<Int, Int>(path: path)
    guard case .unreadable = cache.recovery else {
      Issue.record("no recovery reported: \(String(describing: cache.recovery))")
      return
    }
    #expect(FileManager.default.fileExists(atPath: path + ".corrupt"))
    #expect(try await cache.pages(for: "k").isEmpty)
    _ = try await cache.replacePages(for: "k", with: page([1], next: nil))
    #expect(try await cache.pages(for: "k").map(\.page.items) == [[1]])
    #expect(try open().recovery == nil)
  }

  @Test("a path whose directory cannot be made (a file is in the way) is a typed error")
  func unwritableDirectory() throws {
    try Data("not a directory".utf8).write(to: URL(fileURLWithPath: directory.path("file")))
    for path in ["file/pages.sqlite", "file/dir/pages.sqlite"] {
      #expect(throws: PageCacheError.self) {
        _ = try GRDBPageCache<Int, Int>(path: directory.path(path))
      }
    }
  }

  @Test("missing directories above the file are created")
  func createsMissingDirectories() async throws {
    let path = directory.path("missing/dir/pages.sqlite")
    _ = try await GRDBPageCache<Int, Int>(path: path).replacePages(
      for: "k", with: page([1], next: nil))
    #expect(
      try await GRDBPageCache<Int, Int>(path: path).pages(for: "k").map(\.page.items) == [[1]])
  }
}
