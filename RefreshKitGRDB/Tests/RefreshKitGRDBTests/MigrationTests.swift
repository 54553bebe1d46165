import Foundation
import GRDB
import RefreshKit
import RefreshKitGRDB
import Testing

/// A cache file written by the v1 schema (commit 1cdfa28, `Fixtures/v1-pages.sqlite`), copied
/// to a temporary directory, opened by today's cache.
@Suite("GRDBPageCache migrates a file of the v1 schema", .timeLimit(.minutes(3)))
struct MigrationTests {
  typealias Cache = GRDBPageCache<OldSchemaFixture.Repository, Int>
  let directory: TemporaryDirectory
  let path: String

  init() throws {
    directory = try TemporaryDirectory()
    path = directory.path("pages.sqlite")
    try FileManager.default.copyItem(at: OldSchemaFixture.url(), to: URL(fileURLWithPath: path))
  }

  @Test("the fixture is a v1 file: one migration, and no validator or freshness columns")
  func fixtureIsOldSchema() async throws {
    var configuration = Configuration()
    configuration.readonly = true
    let queue = try DatabaseQueue(path: path, configuration: configuration)
    let migrations = try await queue.read {
      try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations")
    }
    #expect(migrations == ["v1: keys, pages, epochs"])
    let columns = try await queue.read { try $0.columns(in: "cache_page").map(\.name) }
    #expect(columns == ["key", "position", "items", "next", "stored_at"])
  }

  @Test("the v1 file opens, migrates and keeps every page: items, next cursors and times")
  func keepsEveryPage() async throws {
    let cache = try Cache(path: path)
    #expect(cache.recovery == nil, "the file must migrate, not be replaced")
    #expect(try await cache.keys() == OldSchemaFixture.keys, "least recently used first")
    for key in OldSchemaFixture.keys {
      let pages = try await cache.pages(for: key)
      #expect(pages.count == OldSchemaFixture.pages(of: key).count, "\(key)")
      #expect(pages == OldSchemaFixture.pages(of: key), "\(key)")
      #expect(pages.allSatisfy { $0.page.validator == nil && $0.page.freshUntil == nil }, "\(key)")
    }
    let queue = try sideConnection(to: path)
    let migrations = try await queue.read {
      try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
    }
    #expect(
      migrations == [
        "v1: keys, pages, epochs", "v2: validators and freshness", "v3: cursors and counts",
      ])
  }

  @Test("a migrated key keeps its epoch: its run takes the next page; new epochs are new")
  func keepsEpochs() async throws {
    let cache = try Cache(path: path)
    var epochs: [PageCacheEpoch] = []
    for key in OldSchemaFixture.keys {
      epochs.append(try #require(try await cache.snapshot(for: key).epoch, "\(key)"))
    }
    #expect(Set(epochs).count == OldSchemaFixture.keys.count)
    let expected = OldSchemaFixture.pages(of: "search:swift")
    let last = try #require(expected.last)
    let more = CachedPage<OldSchemaFixture.Repository, Int>(
      page: Page(items: last.page.items, next: nil), storedAt: last.storedAt)
    #expect(try await cache.appendPage(more, for: "search:swift", epoch: epochs[0]))
    #expect(try await cache.pages(for: "search:swift") == expected + [more])
    let fresh = try await cache.replacePages(for: "new", with: more)
    #expect(epochs.allSatisfy { fresh.rawValue > $0.rawValue }, "\(fresh) reuses \(epochs)")
  }

  @Test("after the migration a page of an old key takes a validator; its neighbours stay")
  func oldKeysTakeValidators() async throws {
    let key = "owner:groue"
    let snapshot = try await Cache(path: path).snapshot(for: key)
    let epoch = try #require(snapshot.epoch)
    var expected = OldSchemaFixture.pages(of: key)
    try #require(expected.count == 4)
    expected[1].page.validator = PageValidator(entityTag: #"W/"abc""#, lastModified: nil)
    expected[1].page.freshUntil = Date(timeIntervalSince1970: 1_764_100_000)
    #expect(try await Cache(path: path).replacePage(expected[1], at: 1, for: key, epoch: epoch))
    #expect(try await Cache(path: path).pages(for: key) == expected)
  }

  @Test("a file another connection keeps busy is not taken for corrupt: it stays, with its pages")
  func busyFileIsNotMovedAside() async throws {
    var holding = Configuration()
    holding.allowsUnsafeTransactions = true  // keeps the write lock between two accesses
    let writer = try DatabaseQueue(path: path, configuration: holding)
    try await writer.writeWithoutTransaction { try $0.execute(sql: "BEGIN IMMEDIATE") }
    #expect(throws: PageCacheError.self) { try Cache(path: path) }
    #expect(!FileManager.default.fileExists(atPath: path + ".corrupt"))
    try await writer.writeWithoutTransaction { try $0.execute(sql: "ROLLBACK") }
    let cache = try Cache(path: path)
    #expect(cache.recovery == nil)
    #expect(try await cache.pages(for: "owner:groue") == OldSchemaFixture.pages(of: "owner:groue"))
  }
}
