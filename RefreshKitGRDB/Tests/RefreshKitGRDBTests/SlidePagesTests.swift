import Foundation
import RefreshKit
import RefreshKitGRDB
import Testing

/// `slidePages`: a windowed list's move, written as the pages it drops and adds.
@Suite("GRDBPageCache slides a key's pages in place", .timeLimit(.minutes(3)))
struct SlidePagesTests {
  struct Row: Codable, Equatable, Sendable {
    let id: Int
  }

  typealias Cached = CachedPage<Row, Int>

  let directory: TemporaryDirectory
  let stamp = Date(timeIntervalSince1970: 1_000)

  init() throws { directory = try TemporaryDirectory() }

  func open() throws -> GRDBPageCache<Row, Int> {
    try GRDBPageCache(path: directory.path("pages.sqlite"), now: { Date() })
  }

  /// Page `number`: rows `10 × number ..< 10 × number + 3`, keyed by its number.
  func page(_ number: Int) -> Cached {
    Cached(
      page: Page(
        items: (number * 10..<number * 10 + 3).map(Row.init(id:)), previous: number - 1,
        next: number + 1), key: number, storedAt: stamp)
  }

  /// Stores pages `numbers` under "room" in one epoch.
  func store(_ numbers: [Int]) async throws -> PageCacheEpoch {
    let cache = try open()
    let epoch = try await cache.replacePages(for: "room", with: page(numbers[0]))
    for number in numbers.dropFirst() {
      #expect(try await cache.appendPage(page(number), for: "room", epoch: epoch))
    }
    return epoch
  }

  func counts() async throws -> KeyCounts {
    try await KeyCounts.read("room", at: directory.path("pages.sqlite"))
  }

  @Test("a prepend that drops the last page keeps the pages between, renumbered from 0")
  func prependDroppingTheEnd() async throws {
    let epoch = try await store([4, 5, 6, 7])
    #expect(
      try await open().slidePages(
        for: "room", epoch: epoch, removingFirst: 0, removingLast: 1, prepending: [page(3)],
        appending: []))
    #expect(try await open().pages(for: "room").map(\.key) == [3, 4, 5, 6])
    let counts = try await counts()
    #expect(counts.pages == 4 && counts.positions == [0, 1, 2, 3])
    #expect(counts.bytes != nil && counts.bytes == counts.summedBytes)
  }

  @Test("an append that drops the first pages, then a plain append, stay in order")
  func appendDroppingTheStart() async throws {
    let epoch = try await store([1, 2, 3])
    #expect(
      try await open().slidePages(
        for: "room", epoch: epoch, removingFirst: 2, removingLast: 0, prepending: [],
        appending: [page(4), page(5)]))
    #expect(try await open().appendPage(page(6), for: "room", epoch: epoch))
    #expect(try await open().pages(for: "room") == [page(3), page(4), page(5), page(6)])
    let counts = try await counts()
    #expect(counts.pages == 4 && counts.positions == [0, 1, 2, 3])
    #expect(counts.bytes == counts.summedBytes)
  }

  @Test("both ends at once: pages removed and added at each end")
  func bothEnds() async throws {
    let epoch = try await store([3, 4, 5, 6, 7])
    #expect(
      try await open().slidePages(
        for: "room", epoch: epoch, removingFirst: 1, removingLast: 2,
        prepending: [page(1), page(2)], appending: [page(8)]))
    #expect(try await open().pages(for: "room").map(\.key) == [1, 2, 4, 5, 8])
    let counts = try await counts()
    #expect(counts.positions == [0, 1, 2, 3, 4] && counts.bytes == counts.summedBytes)
  }

  @Test("another writer's epoch, or more pages removed than held, writes nothing")
  func refusals() async throws {
    let old = try await store([1, 2])
    let newer = try await open().replacePages(for: "room", with: page(7))
    #expect(
      try await !open().slidePages(
        for: "room", epoch: old, removingFirst: 1, removingLast: 0, prepending: [],
        appending: [page(3)]))
    #expect(
      try await !open().slidePages(
        for: "room", epoch: newer, removingFirst: 1, removingLast: 1, prepending: [],
        appending: [page(8)]))
    #expect(try await open().pages(for: "room") == [page(7)])
  }
}
