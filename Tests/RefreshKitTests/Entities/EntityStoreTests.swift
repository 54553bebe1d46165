@_spi(Diagnostics) import RefreshKit
import RefreshKitLocking
import RefreshKitTesting
import Testing

/// A repository as the entity tests see it: stars, a star flag and a version.
struct SharedRepo: Identifiable, Equatable, Sendable {
  let id: Int
  var stars = 0
  var isStarred = false
  var version = 0
}

/// Lists of repositories by query ("all" or "owner"), answered at once; tests change them.
final class SharedRepoServer: Sendable {
  private let lists = Locked<[String: [SharedRepo]]>([:])

  func set(_ query: String, _ repos: [SharedRepo]) { lists.withLock { $0[query] = repos } }

  func page(_ query: String, _ cursor: Int?) -> Page<SharedRepo, Int> {
    let repos = lists.withLock { $0[query] ?? [] }
    let page = cursor ?? 1
    let rows = Array(repos.dropFirst((page - 1) * 10).prefix(10))
    return Page(items: rows, next: page * 10 < repos.count ? page + 1 : nil)
  }
}

@MainActor
@Suite("EntityStore: one value per entity in every list", .timeLimit(.minutes(1)))
struct EntityStoreTests {
  typealias SharedRepoPager = Pager<String, Int, SharedRepo>
  let server = SharedRepoServer()

  func pager(_ query: String, store: EntityStore<SharedRepo>) async -> SharedRepoPager {
    let server = server
    let pager = SharedRepoPager(query: query) { server.page($0.query, $0.cursor) }
    pager.shareEntities(with: store)
    await pager.refresh()
    return pager
  }

  func changes(of pager: SharedRepoPager) -> ChangeLog {
    let log = ChangeLog()
    pager.observeChanges { log.changes.append($0) }
    return log
  }

  @Test("a page arriving in one list updates every list holding the id; the others publish nothing")
  func pageUpdatesEveryList() async {
    server.set("all", (1...5).map { SharedRepo(id: $0) })
    server.set("owner", [SharedRepo(id: 2), SharedRepo(id: 4)])
    server.set("other", [SharedRepo(id: 9)])
    let store = EntityStore<SharedRepo>()
    let all = await pager("all", store: store)
    let owner = await pager("owner", store: store)
    let other = await pager("other", store: store)
    let (allLog, otherLog) = (changes(of: all), changes(of: other))
    server.set("owner", [SharedRepo(id: 2, stars: 7), SharedRepo(id: 4)])
    await owner.refresh()
    #expect(all.items[id: 2]?.stars == 7)
    #expect(allLog.changes.map(\.updatedIDs) == [[2]])
    #expect(
      allLog.changes.first?.insertedIndices == [] && allLog.changes.first?.removedIndices == [])
    #expect(otherLog.changes.isEmpty)
    #expect(store[2]?.stars == 7)
  }

  @Test("with a version, a stale page that arrives after a fresher copy changes nothing")
  func stalePageLoses() async {
    server.set("all", [SharedRepo(id: 1, stars: 5, version: 2)])
    server.set("owner", [SharedRepo(id: 1, stars: 1, version: 1)])
    let store = EntityStore<SharedRepo>(version: \.version)
    let all = await pager("all", store: store)
    let owner = await pager("owner", store: store)
    #expect(owner.items[id: 1]?.stars == 5, "the list shows the newest copy seen, not its own")
    #expect(all.items[id: 1]?.stars == 5)
    #expect(store[1]?.version == 2)
  }

  @Test("without a version, the copy that arrived last wins")
  func lastArrivalWins() async {
    server.set("all", [SharedRepo(id: 1, stars: 5, version: 2)])
    server.set("owner", [SharedRepo(id: 1, stars: 1, version: 1)])
    let store = EntityStore<SharedRepo>()
    let all = await pager("all", store: store)
    _ = await pager("owner", store: store)
    #expect(all.items[id: 1]?.stars == 1)
  }

  @Test(
    "a failed mutation is undone exactly everywhere, even when a fresher copy arrived meanwhile")
  func failedMutationRollsBack() async throws {
    server.set("all", [SharedRepo(id: 1, stars: 10), SharedRepo(id: 2)])
    server.set("owner", [SharedRepo(id: 1, stars: 10)])
    let store = EntityStore<SharedRepo>()
    let all = await pager("all", store: store)
    let owner = await pager("owner", store: store)
    struct Refused: Error {}
    await #expect(throws: Refused.self) {
      try await store.mutate(id: 1) {
        $0.isStarred = true
        $0.stars += 1
      } remote: {
        #expect(all.items[id: 1]?.isStarred == true && owner.items[id: 1]?.stars == 11)
        self.server.set("owner", [SharedRepo(id: 1, stars: 20)])  // someone else starred too
        await owner.refresh()
        #expect(all.items[id: 1]?.stars == 21, "still optimistic over the fresher copy")
        throw Refused()
      }
    }
    #expect(all.items[id: 1] == SharedRepo(id: 1, stars: 20))
    #expect(owner.items[id: 1] == SharedRepo(id: 1, stars: 20))
    #expect(store[1] == SharedRepo(id: 1, stars: 20))
  }

  @Test("a mutation that succeeded stays until the next server copy, which then stands alone")
  func succeededMutationGivesWayToTheServer() async throws {
    server.set("all", [SharedRepo(id: 1, stars: 10)])
    let store = EntityStore<SharedRepo>()
    let all = await pager("all", store: store)
    try await store.mutate(id: 1) {
      $0.isStarred = true
      $0.stars += 1
    } remote: {
    }
    #expect(all.items[id: 1] == SharedRepo(id: 1, stars: 11, isStarred: true))
    server.set("all", [SharedRepo(id: 1, stars: 11, isStarred: true)])
    await all.refresh()
    #expect(all.items[id: 1] == SharedRepo(id: 1, stars: 11, isStarred: true), "not counted twice")
  }

  @Test("remove drops the id from every list with a change set; an external upsert brings it back")
  func removeAndRestore() async throws {
    server.set("all", [SharedRepo(id: 1), SharedRepo(id: 2)])
    server.set("owner", [SharedRepo(id: 2)])
    let store = EntityStore<SharedRepo>()
    let all = await pager("all", store: store)
    let owner = await pager("owner", store: store)
    let log = changes(of: all)
    try store.remove(id: 2)
    #expect(all.items.ids == [1] && owner.items.ids == [])
    #expect(log.changes.last?.removedIndices == [1])
    let (events, continuation) = AsyncStream.makeStream(of: EntityChange<SharedRepo>.self)
    continuation.yield(.upsert(SharedRepo(id: 2, stars: 3)))
    continuation.yield(.delete(id: 1))
    continuation.finish()
    try await store.apply(events)
    #expect(all.items.map(\.id) == [2] && all.items[id: 2]?.stars == 3)
    #expect(owner.items[id: 2]?.stars == 3)
  }

  @Test("an entity no list or observer holds is released; an observation keeps it")
  func releasesWhatNoOneHolds() async {
    server.set("a", [SharedRepo(id: 1), SharedRepo(id: 2)])
    server.set("b", [SharedRepo(id: 3)])
    let store = EntityStore<SharedRepo>()
    let list = await pager("a", store: store)
    #expect(store.count == 2)
    let observation = store.observe(id: 1)
    list.query = "b"
    await list.waitUntilIdle()
    #expect(list.items.ids == [3])
    #expect(store.count == 2, "3 for the list, 1 for the observer")
    #expect(store[1] != nil && store[2] == nil)
    observation.end()
    #expect(store[1] == nil && store.count == 1)
  }

  @Test("a list's own edit applies on top of the store's value, in that list only")
  func listEditsLayOverTheStore() async throws {
    server.set("all", [SharedRepo(id: 1, stars: 1)])
    server.set("owner", [SharedRepo(id: 1, stars: 1)])
    let store = EntityStore<SharedRepo>()
    let all = await pager("all", store: store)
    let owner = await pager("owner", store: store)
    try all.update(id: 1) { $0.isStarred = true }
    try store.update(id: 1) { $0.stars = 9 }
    #expect(all.items[id: 1] == SharedRepo(id: 1, stars: 9, isStarred: true))
    #expect(owner.items[id: 1] == SharedRepo(id: 1, stars: 9))
  }

  @Test("one fetched copy goes in with upsert: every list shows it, the version rule applies")
  func upsertOneFetchedCopy() async throws {
    server.set("all", [SharedRepo(id: 1, version: 1), SharedRepo(id: 2, version: 1)])
    server.set("owner", [SharedRepo(id: 2, version: 1)])
    let store = EntityStore<SharedRepo>(version: \.version)
    let all = await pager("all", store: store)
    let owner = await pager("owner", store: store)
    let log = changes(of: all)
    store.upsert(SharedRepo(id: 2, stars: 4, version: 2))
    #expect(all.items[id: 2]?.stars == 4 && owner.items[id: 2]?.stars == 4)
    #expect(log.changes.last?.updatedIDs == [2])
    store.upsert(SharedRepo(id: 2, stars: 1, version: 1))
    #expect(store[2]?.stars == 4, "an older copy changes nothing")
    try store.remove(id: 2)
    store.upsert(SharedRepo(id: 2, stars: 5, version: 3))
    #expect(
      all.items.ids == [1, 2] && owner.items[id: 2]?.stars == 5, "a fetched copy brings it back")
    store.upsert(SharedRepo(id: 99))
    #expect(store[99] == nil, "no list holds it")
  }
}
