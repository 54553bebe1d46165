import RefreshKitTesting
import Testing

@testable import RefreshKit

/// "Entities that no list and no observation hold are released", in the three cases
/// ``EntityStoreModelTests`` found the store keeping them.
@MainActor
@Suite("EntityStore releases what nobody holds", .timeLimit(.minutes(1)))
struct EntityStoreReleaseTests {
  let server = SharedRepoServer()

  func pager(_ query: String, store: EntityStore<SharedRepo>) async throws
    -> Pager<String, Int, SharedRepo>
  {
    let server = server
    let pager = Pager<String, Int, SharedRepo>(query: query) { request in
      server.page(request.query, request.cursor)
    }
    pager.shareEntities(with: store)
    try await waitBounded(for: "the first page") { await pager.refresh() }
    return pager
  }

  @Test(
    "a mutation that succeeds after every list dropped its entity releases it",
  )
  func succeededMutationOfADroppedEntity() async throws {
    server.set("a", [SharedRepo(id: 1)])
    server.set("b", [SharedRepo(id: 2)])
    let store = EntityStore<SharedRepo>()
    let list = try await pager("a", store: store)
    let remote = RemoteGate()
    let mutation = Task.immediate {
      try? await store.mutate(id: 1) {
        $0.stars = 1
      } remote: {
        try await remote.wait()
      }
    }
    list.query = "b"
    try await waitBounded(for: "the query's page") { await list.waitUntilIdle() }
    #expect(store.count == 2, "1 stays while its mutation runs")
    remote.open(succeeds: true)
    try await mutation.boundedValue("the mutation")
    #expect(store.count == 1, "nothing holds 1 any more")
  }

  @Test(
    "an entity removed from the store is released when the list holding it drops it",
  )
  func droppedWhileRemoved() async throws {
    server.set("a", [SharedRepo(id: 1)])
    server.set("b", [SharedRepo(id: 2)])
    let store = EntityStore<SharedRepo>()
    let list = try await pager("a", store: store)
    try store.remove(id: 1)
    list.query = "b"
    try await waitBounded(for: "the query's page") { await list.waitUntilIdle() }
    #expect(list.items.ids == [2])
    #expect(store.count == 1, "nothing holds 1 any more")
  }

  @Test(
    "a page that a maxItems window drops on arrival leaves nothing in the store")
  func pageTrimmedOnArrival() async throws {
    let gate = EntityLoadGate()
    let rows = EntityListServer(lists: ["a": [1, 2, 3, 4, 5, 6]], pageSize: 2, countsRows: true)
    let store = EntityStore<VersionedRow>()
    let pager = EntityPager(
      query: "a",
      configuration: try PagerConfiguration(pageSize: 2, prefetchDistance: 0, maxItems: 4),
      initialKey: 2
    ) { request in try await gate.load(request) }
    pager.shareEntities(with: store)
    func answer(_ index: Int) async throws {
      try await waitBounded(for: "request \(index)") { await gate.arrival(after: index) }
      let request = gate.entries[index].request
      gate.answer(index, with: .success(rows.page(for: request) { .copy($0, version: 1) }))
      try await waitBounded(for: "page \(request.cursor ?? 0) to apply") {
        await pager.wait { !$0.machine.loadsInFlight.contains(request) }
      }
    }
    let refresh = Task.immediate { await pager.refresh() }
    try await answer(0)
    try await refresh.boundedValue("the first page")
    pager.positionDidAppear(3)  // page 3 loads
    pager.positionDidAppear(2)  // page 1 loads
    try await answer(2)
    try await answer(1)
    #expect(pager.items.ids == [1, 2, 3, 4], "the window stays at the top")
    #expect(store.count == 4, "5 and 6 are shown by no list")
    pager.cancel()
    gate.failEverything()
  }
}
