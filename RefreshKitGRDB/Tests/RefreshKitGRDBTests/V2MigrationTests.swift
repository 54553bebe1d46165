import Foundation
import GRDB
import RefreshKit
import RefreshKitGRDB
import Testing

/// A cache file written by the v2 schema (`Fixtures/v2-pages.sqlite`), copied to a temporary
/// directory, opened by today's cache.
@Suite("GRDBPageCache migrates a file of the v2 schema", .timeLimit(.minutes(3)))
struct V2MigrationTests {
  typealias Cache = GRDBPageCache<V2SchemaFixture.Repository, Int>
  let directory: TemporaryDirectory
  let path: String

  init() throws {
    directory = try TemporaryDirectory()
    path = directory.path("pages.sqlite")
    try FileManager.default.copyItem(at: V2SchemaFixture.url(), to: URL(fileURLWithPath: path))
  }

  @Test("the fixture is a v2 file: two migrations, and no cursor or count columns")
  func fixtureIsV2Schema() async throws {
    var configuration = Configuration()
    configuration.readonly = true
    let queue = try DatabaseQueue(path: path, configuration: configuration)
    let migrations = try await queue.read {
      try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
    }
    #expect(migrations == ["v1: keys, pages, epochs", "v2: validators and freshness"])
    let columns = try await queue.read { try $0.columns(in: "cache_page").map(\.name) }
    #expect(
      columns == [
        "key", "position", "items", "next", "stored_at", "entity_tag", "last_modified",
        "fresh_until",
      ])
  }

  @Test("the v2 file migrates and keeps every page; the new fields read as nil")
  func keepsEveryPage() async throws {
    let cache = try Cache(path: path)
    #expect(cache.recovery == nil, "the file must migrate, not be replaced")
    #expect(try await cache.keys() == V2SchemaFixture.keys, "least recently used first")
    for key in V2SchemaFixture.keys {
      let pages = try await cache.pages(for: key)
      #expect(pages == V2SchemaFixture.pages(of: key), "\(key)")
      #expect(pages.contains { $0.page.validator != nil }, "\(key): validators survive")
      #expect(
        pages.allSatisfy {
          $0.key == nil && $0.page.previous == nil && $0.page.itemsBefore == nil
            && $0.page.itemsAfter == nil
        }, "\(key)")
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

  @Test("a migrated key's run takes a page with cursors and counts; its old pages stay as they are")
  func oldKeyTakesCursors() async throws {
    let key = "search:swift"
    let cache = try Cache(path: path)
    let epoch = try #require(try await cache.snapshot(for: key).epoch)
    let expected = V2SchemaFixture.pages(of: key)
    let last = try #require(expected.last)
    let more = CachedPage<V2SchemaFixture.Repository, Int>(
      page: Page(items: last.page.items, previous: 2, next: nil, itemsBefore: 6, itemsAfter: 0),
      key: 3, storedAt: last.storedAt)
    #expect(try await cache.appendPage(more, for: key, epoch: epoch))
    #expect(try await Cache(path: path).pages(for: key) == expected + [more])
  }
}
