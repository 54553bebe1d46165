import Foundation
import RefreshKit
import RefreshKitGRDB
import Testing

/// The v3 columns: each page's own cursor, the cursor before it and the server's counts.
@Suite("GRDBPageCache keeps each page's cursors and counts", .timeLimit(.minutes(3)))
struct CursorsAndCountsTests {
  struct Message: Codable, Equatable, Sendable {
    let id: Int
  }

  enum Cursor: Hashable, Codable, Sendable {
    case newest
    case before(Int)
    case after(Int)
  }

  typealias Cached = CachedPage<Message, Cursor>

  let directory: TemporaryDirectory
  let stamp = Date(timeIntervalSince1970: 1_000)

  init() throws { directory = try TemporaryDirectory() }

  func open() throws -> GRDBPageCache<Message, Cursor> {
    try GRDBPageCache(path: directory.path("pages.sqlite"), now: { Date() })
  }

  /// Rows 10..<13 loaded with `.before(13)`, before the newest page.
  var older: Cached {
    Cached(
      page: Page(
        items: (10..<13).map(Message.init(id:)), previous: .before(10), next: .after(12),
        itemsBefore: 10, itemsAfter: 3), key: .before(13), storedAt: stamp)
  }

  /// The newest rows, loaded with `.newest`.
  var newest: Cached {
    Cached(
      page: Page(
        items: (13..<16).map(Message.init(id:)), previous: .before(13), next: nil, itemsBefore: 13,
        itemsAfter: 0, validator: PageValidator(entityTag: #""n1""#)), key: .newest, storedAt: stamp
    )
  }

  @Test("key, previous, itemsBefore and itemsAfter come back from every write, after reopening")
  func roundTrip() async throws {
    let epoch = try await open().replacePages(for: "room", with: older)
    #expect(try await open().appendPage(newest, for: "room", epoch: epoch))
    #expect(try await open().pages(for: "room") == [older, newest])

    var revalidated = older
    revalidated.key = .before(14)
    revalidated.page.previous = nil
    revalidated.page.itemsBefore = 0
    revalidated.page.itemsAfter = nil
    #expect(try await open().replacePage(revalidated, at: 0, for: "room", epoch: epoch))
    #expect(try await open().pages(for: "room") == [revalidated, newest])
  }

  @Test("a page stored without them reads them as nil")
  func absentReadAsNil() async throws {
    let bare = Cached(page: Page(items: [Message(id: 1)], next: .after(1)), storedAt: stamp)
    _ = try await open().replacePages(for: "plain", with: bare)
    let pages = try await open().pages(for: "plain")
    #expect(pages == [bare])
    #expect(pages[0].key == nil && pages[0].page.previous == nil)
    #expect(pages[0].page.itemsBefore == nil && pages[0].page.itemsAfter == nil)
  }

  @Test("a key's byte count includes its cursors and stays its pages' sum after a replacement")
  func bytesCountCursors() async throws {
    let epoch = try await open().replacePages(for: "room", with: older)
    #expect(try await open().appendPage(newest, for: "room", epoch: epoch))
    var smaller = newest
    smaller.page.previous = nil
    smaller.key = nil
    #expect(try await open().replacePage(smaller, at: 1, for: "room", epoch: epoch))
    let counts = try await KeyCounts.read("room", at: directory.path("pages.sqlite"))
    #expect(counts.bytes != nil && counts.bytes == counts.summedBytes)
    let encoder = JSONEncoder()
    let olderCursors =
      try encoder.encode(Cursor.before(13)).count + encoder.encode(Cursor.before(10)).count
    #expect(counts.cursorBytes == olderCursors, "the smaller newest page keeps no cursor but next")
  }
}
