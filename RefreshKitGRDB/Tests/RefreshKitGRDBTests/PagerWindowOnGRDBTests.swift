import Foundation
import RefreshKit
import RefreshKitGRDB
import Testing

/// A pager that loads both ways from an initial key, on a real file: the next launch, offline,
/// shows the window the first one held, at the same place among all rows.
@MainActor
@Suite(
  "Pager both ways on GRDBPageCache: an offline relaunch shows the window",
  .timeLimit(.minutes(3)))
struct PagerWindowOnGRDBTests {
  struct Row: Identifiable, Equatable, Codable, Sendable {
    let id: Int
  }

  struct Offline: Error {}

  /// Page `number` of 200 rows in pages of 10, numbered from 1, with the server's counts.
  nonisolated static func page(_ number: Int) -> Page<Row, Int> {
    let start = (number - 1) * 10
    return Page(
      items: (start..<start + 10).map(Row.init(id:)), previous: number > 1 ? number - 1 : nil,
      next: number < 20 ? number + 1 : nil, itemsBefore: start, itemsAfter: 200 - start - 10)
  }

  static func pager(
    path: String, load: @escaping Pager<String, Int, Row>.LoadPage
  ) throws -> Pager<String, Int, Row> {
    let configuration = try PagerConfiguration(pageSize: 10, prefetchDistance: 2, maxItems: 30)
    return Pager(
      query: "room", configuration: configuration, initialKey: 10,
      cache: try GRDBPageCache<Row, Int>(path: path), cacheKey: { "room:\($0)" }, loadPage: load)
  }

  @Test("the relaunch shows the held pages around the initial key, with their placeholders")
  func offlineRelaunchShowsTheWindow() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("pages.sqlite")
    let first = try Self.pager(path: path) { request in Self.page(request.cursor ?? 1) }
    await first.refresh()  // page 10: rows 90..<100
    #expect(first.items.map(\.id) == Array(90..<100))
    first.itemDidAppear(at: 0)  // page 9 above
    await first.waitUntilIdle()
    first.itemDidAppear(at: first.items.count - 1)  // page 11 below
    await first.waitUntilIdle()
    first.itemDidAppear(at: first.items.count - 1)  // page 12: past maxItems, page 9 goes
    await first.waitUntilIdle()
    await first.waitForCache()
    #expect(first.items.map(\.id) == Array(90..<120))
    #expect(first.placeholdersBefore == 90 && first.placeholdersAfter == 80)

    let stored = try await GRDBPageCache<Row, Int>(path: path).pages(for: "room:room")
    #expect(stored.map(\.key) == [10, 11, 12])
    #expect(stored.map(\.page.previous) == [9, 10, 11])
    #expect(stored.map(\.page.itemsBefore) == [90, 100, 110])
    #expect(stored.map(\.page.itemsAfter) == [100, 90, 80])

    let relaunched = try Self.pager(path: path) { _ in throw Offline() }
    await relaunched.loadIfNeeded()
    #expect(relaunched.items.array == first.items.array)
    #expect(relaunched.placeholdersBefore == 90 && relaunched.placeholdersAfter == 80)
    #expect(relaunched.positionCount == 200)
    #expect(relaunched.item(atPosition: 95)?.id == 95)
    #expect(relaunched.item(atPosition: 89) == nil, "a placeholder")
    #expect(relaunched.loadStates.refresh.failure?.error is Offline)
    #expect(relaunched.staleSince != nil)
  }
}
