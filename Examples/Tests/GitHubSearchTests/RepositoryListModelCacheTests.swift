import Foundation
import GitHubSearch
import RefreshKit
import RefreshKitTesting
import Testing

/// A list with a page cache: the cached rows show at once, and the screen says how old they are.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct RepositoryListModelCacheTests {
  let lists = ScriptedNetworkManager<GitHubTarget, RepositoryList>()
  let store = InMemoryPageCache<Repository, RepositoryListCursor>()
  let target = GitHubTarget.search(query: "swift", page: 1)
  let storedAt = Date(timeIntervalSince1970: 100_000)
  var cache: ListPageCache {
    ListPageCache(store: store, source: .builtIn(dataset: "generated:6000"))
  }

  func fillCache() async {
    let rows = [Fixtures.repository("alice", "kit"), Fixtures.repository("bob", "x")]
    _ = await store.replacePages(
      for: cache.key(for: target),
      with: CachedPage(page: Page(items: rows, next: nil), storedAt: storedAt))
  }

  @Test func offlineRowsComeFromTheCacheAndSaySo() async throws {
    await fillCache()
    let list = RepositoryListModel(target: target, lists: Fixtures.lists(lists), cache: cache)
    list.start()
    _ = try await lists.request(at: 0)
    await list.pager.waitForCache()
    #expect(list.repositories.map(\.fullName) == ["alice/kit", "bob/x"])
    #expect(list.cacheNotice(now: storedAt + 300) == "cached 5 min ago · refreshing…")

    let settled = await lists.respond(
      to: 0, with: .failure(URLError(.cannotConnectToHost)), settling: list.pager)
    #expect(settled)
    #expect(list.repositories.count == 2)
    #expect(list.cacheNotice(now: storedAt + 300) == "offline · cached 5 min ago")
    list.pager.cancel()  // the automatic retry is not this test's business
  }

  @Test func theServersRowsReplaceTheCachedOnes() async throws {
    await fillCache()
    let list = RepositoryListModel(target: target, lists: Fixtures.lists(lists), cache: cache)
    list.start()
    _ = try await lists.request(at: 0)
    let page = Fixtures.list([Fixtures.repository("carol", "new")])
    #expect(await lists.respond(to: 0, with: .success(page), settling: list.pager))
    #expect(list.repositories.map(\.fullName) == ["carol/new"])
    #expect(list.cacheNotice() == nil)
  }

  @Test func rowsCachedForAnotherSourceDoNotShow() async throws {
    await fillCache()
    let down = try #require(URL(string: "http://127.0.0.1:9"))
    let other = ListPageCache(store: store, source: try .api(down, token: nil))
    let list = RepositoryListModel(target: target, lists: Fixtures.lists(lists), cache: other)
    list.start()
    _ = try await lists.request(at: 0)
    await list.pager.waitForCache()
    #expect(list.repositories.isEmpty)
    #expect(list.cacheNotice(now: storedAt + 300) == nil)

    let settled = await lists.respond(
      to: 0, with: .failure(URLError(.cannotConnectToHost)), settling: list.pager)
    #expect(settled)
    #expect(list.repositories.isEmpty)
    #expect(list.cacheNotice(now: storedAt + 300) == nil)
    list.pager.cancel()  // the automatic retry is not this test's business
  }
}
