@_spi(Diagnostics) import RefreshKit
import RefreshKitTesting
import Testing

/// A remote call the test finishes when it wants, so pages can arrive while it runs.
@MainActor
final class PendingRemote {
  private var continuation: CheckedContinuation<Void, any Error>?
  private(set) var started = false

  func call() async throws {
    // Not cancellable: a remote call that runs on until the test finishes it (`finish`).
    try await withCheckedThrowingContinuation {
      continuation = $0
      started = true
    }
  }

  func finish(_ result: Result<Void, any Error>) {
    continuation?.resume(with: result)
    continuation = nil
  }
}

@MainActor
@Suite("Pager edits: update, remove, insert and optimistic mutations", .timeLimit(.minutes(3)))
struct PagerEditsTests {
  private func loadedPager() async -> (ArticlePager, ArticleServer) {
    let (pager, server) = makeArticlePager()
    pager.query = "swift"
    await answer(server, 0, with: .success(articlePage(1...3, next: 2)), settling: pager)
    return (pager, server)
  }

  @Test("update changes the item at once and survives a later page and a refresh")
  func updateSurvives() async throws {
    let (pager, server) = await loadedPager()
    try pager.update(id: 2) { $0.isStarred = true }
    #expect(pager.items[id: 2]?.isStarred == true)
    #expect(pager.lastChange.updatedIDs == [2])
    Task { await pager.loadMore() }
    await answer(
      server, 1, with: .success(articlePage(2...4, next: nil, title: "v2")), settling: pager)
    #expect(pager.items[id: 2] == Article(id: 2, title: "v2", isStarred: true))
    Task { await pager.refresh() }
    await answer(
      server, 2, with: .success(articlePage(1...3, next: nil, title: "v3")), settling: pager)
    #expect(pager.items[id: 2] == Article(id: 2, title: "v3", isStarred: true))
  }

  @Test("remove hides the item until the next refresh, even when a later page sends it again")
  func removeUntilRefresh() async throws {
    let (pager, server) = await loadedPager()
    try pager.remove(id: 3)
    #expect(pager.ids == [1, 2])
    #expect(pager.lastChange.removedIndices == [2])
    Task { await pager.loadMore() }
    await answer(server, 1, with: .success(articlePage(3...5, next: nil)), settling: pager)
    #expect(pager.ids == [1, 2, 4, 5])
    Task { await pager.refresh() }
    await answer(server, 2, with: .success(articlePage(1...3, next: nil)), settling: pager)
    #expect(pager.ids == [1, 2, 3])
  }

  @Test("insert keeps its place through later pages and refreshes until the server sends its id")
  func insertKeepsItsPlace() async throws {
    let (pager, server) = await loadedPager()
    try pager.insert(Article(id: 100, title: "draft"), at: 1)
    #expect(pager.ids == [1, 100, 2, 3])
    #expect(pager.lastChange.insertedIndices == [1])
    Task { await pager.loadMore() }
    await answer(server, 1, with: .success(articlePage(4...5, next: 3)), settling: pager)
    #expect(pager.ids == [1, 100, 2, 3, 4, 5])
    Task { await pager.refresh() }
    await answer(server, 2, with: .success(articlePage(1...3, next: 2)), settling: pager)
    #expect(pager.ids == [1, 100, 2, 3])
    let published = Page(
      items: [Article(id: 100, title: "published"), Article(id: 1, title: "v1")], next: Int?.none)
    Task { await pager.refresh() }
    await answer(server, 3, with: .success(published), settling: pager)
    #expect(pager.ids == [100, 1])
    #expect(pager.items[id: 100]?.title == "published")
  }

  @Test("a local insert whose id arrives in a load-more page moves to the server's position")
  func localInsertSentByALoadMoreTakesTheServersPosition() async throws {
    let (pager, server) = await loadedPager()
    try pager.insert(Article(id: 5, title: "draft"), at: 1)
    #expect(pager.ids == [1, 5, 2, 3])
    Task { await pager.loadMore() }
    await answer(server, 1, with: .success(articlePage(4...6, next: nil)), settling: pager)
    #expect(pager.ids == [1, 2, 3, 4, 5, 6])
    #expect(pager.items[id: 5]?.title == "v1", "the server's copy")
    let ids = pager.ids
    let rebuilt = pager.lastChange.applied(to: [1, 5, 2, 3], inserted: { ids[$0] })
    #expect(rebuilt == pager.ids, "the change set moves the row, so it rebuilds the list")
  }

  @Test("edits of unknown or duplicate ids throw and change nothing")
  func refusedEdits() async throws {
    let (pager, _) = await loadedPager()
    let version = pager.version
    #expect(throws: PagerEditError.unknownID) { try pager.update(id: 42) { $0.title = "x" } }
    #expect(throws: PagerEditError.unknownID) { try pager.remove(id: 42) }
    #expect(throws: PagerEditError.duplicateID) {
      try pager.insert(Article(id: 1, title: ""), at: 0)
    }
    #expect(pager.version == version)
    #expect(pager.ids == [1, 2, 3])
  }

  @Test("a mutation applies at once and keeps its edits when the remote call succeeds")
  func mutationSucceeds() async throws {
    let (pager, _) = await loadedPager()
    let remote = PendingRemote()
    let mutation = Task {
      try await pager.mutate {
        $0.update(id: 1) { $0.isStarred = true }
      } remote: {
        try await remote.call()
      }
    }
    await Task.yield()
    #expect(pager.items[id: 1]?.isStarred == true)
    remote.finish(.success(()))
    try await mutation.boundedValue("task mutation")
    #expect(pager.items[id: 1]?.isStarred == true)
  }

  @Test("a failed mutation rolls back exactly its edits, also when a page arrived in between")
  func mutationRollsBack() async throws {
    let (pager, server) = await loadedPager()
    try pager.update(id: 3) { $0.title = "kept" }
    let remote = PendingRemote()
    let mutation = Task {
      try await pager.mutate { edits in
        edits.remove(id: 1)
        edits.update(id: 2) { $0.isStarred = true }
        edits.insert(Article(id: 50, title: "new"), at: 0)
      } remote: {
        try await remote.call()
      }
    }
    guard await boundedOnMain({ while !remote.started { await Task.yield() } }) != nil else {
      Issue.record("the remote call never started")
      return
    }
    #expect(pager.ids == [50, 2, 3])
    Task { await pager.loadMore() }
    await answer(
      server, 1, with: .success(articlePage(1...4, next: nil, title: "v2")), settling: pager)
    #expect(pager.ids == [50, 2, 3, 4])
    remote.finish(.failure(ServerUnavailable()))
    await #expect(throws: ServerUnavailable.self) {
      try await mutation.boundedValue("task mutation")
    }
    #expect(pager.ids == [1, 2, 3, 4])
    #expect(pager.items[id: 1]?.title == "v2", "the rolled-back row shows the newest server value")
    #expect(pager.items[id: 2]?.isStarred == false)
    #expect(pager.items[id: 3]?.title == "kept", "edits outside the mutation stay")
  }

  @Test("a mutation with a refused edit undoes the edits before it and never calls remote")
  func mutationRefused() async throws {
    let (pager, _) = await loadedPager()
    var called = false
    await #expect(throws: PagerEditError.unknownID) {
      try await pager.mutate { edits in
        edits.remove(id: 1)
        edits.remove(id: 42)
      } remote: {
        called = true
      }
    }
    #expect(!called)
    #expect(pager.ids == [1, 2, 3])
  }

  @Test("a new query clears every edit")
  func queryClearsEdits() async throws {
    let (pager, server) = await loadedPager()
    try pager.update(id: 1) { $0.isStarred = true }
    try pager.remove(id: 2)
    pager.query = "rust"
    #expect(pager.items.isEmpty)
    await answer(server, 1, with: .success(articlePage(1...3, next: nil)), settling: pager)
    #expect(pager.ids == [1, 2, 3])
    #expect(pager.items[id: 1]?.isStarred == false)
  }
}
