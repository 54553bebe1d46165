import Foundation
import RefreshKit
import RefreshKitGRDB
import Testing

/// The offline relaunch, on a real file: one process's pager fills the cache; the next
/// launch's pager shows those rows at once, even with the network down.
@MainActor
@Suite("Pager on GRDBPageCache: a relaunch shows the cached rows", .timeLimit(.minutes(3)))
struct PagerOnGRDBTests {
  struct Repository: Identifiable, Equatable, Codable, Sendable {
    let id: Int
    var name: String
  }

  struct Offline: Error {}

  nonisolated static func cacheKey(_ query: String) -> String { "search:\(query)" }
  nonisolated static let firstLaunch = Date(timeIntervalSince1970: 10_000)

  @Test("rows loaded at the first launch show at the next, offline, marked with their age")
  func offlineRelaunch() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("pages.sqlite")
    let online = try GRDBPageCache<Repository, Int>(path: path)
    let serve: Pager<String, Int, Repository>.LoadPage = { request in
      let page = request.cursor ?? 1
      let start = (page - 1) * 3
      return Page(
        items: (start..<start + 3).map { Repository(id: $0, name: "\(request.query)-\($0)") },
        next: page < 2 ? page + 1 : nil)
    }
    let first = Pager(
      query: "swift", cache: online, cacheKey: Self.cacheKey, revalidates: false,
      now: { Self.firstLaunch }, loadPage: serve)
    await first.refresh()
    await first.loadMore()
    await first.waitForCache()
    #expect(first.items.count == 6)

    let relaunched = try GRDBPageCache<Repository, Int>(path: path)
    let offline: Pager<String, Int, Repository>.LoadPage = { _ in throw Offline() }
    let second = Pager(
      query: "swift", cache: relaunched, cacheKey: Self.cacheKey, revalidates: false,
      loadPage: offline)
    await second.refresh()
    await second.waitForCache()
    #expect(second.items.array == first.items.array)
    #expect(second.staleSince == Self.firstLaunch)
    #expect(second.loadStates.refresh.failure?.error is Offline)
  }
}
