import RefreshKit
import RefreshKitTesting
import Testing

/// Bugs the model-based test (``PagerModelTests``) found, each pinned by the smallest sequence.
@MainActor
@Suite("Pager: regressions found by the model-based test", .timeLimit(.minutes(3)))
struct PagerRegressionTests {
  @Test("a new query's first page is attempt 1, even right after the old query's page 1 failed")
  func newQueryStartsAtAttemptOne() async {
    let (pager, server) = makeArticlePager()
    pager.query = "swift"
    await answer(server, 0, with: .failure(ServerUnavailable()), settling: pager)
    pager.query = "rust"
    guard let first = await arrival(of: 1, at: server) else { return }
    #expect(first.load.target.query == "rust" && first.load.cursor == nil)
    #expect(first.load.attempt == 1)
    await respond(server, 1, with: .failure(ServerUnavailable()), settling: pager)
    #expect(pager.loadStates.refresh.failure?.attempt == 1)
  }

  @Test("loadMore after a query change waits for the new query's page 1: no old cursor is sent")
  func loadMoreWaitsForTheNewQuerysFirstPage() async {
    let (pager, server) = makeArticlePager()
    pager.query = "swift"
    await answer(server, 0, with: .success(articlePage(1...3, next: 2)), settling: pager)
    pager.query = "rust"
    await answer(server, 1, with: .failure(ServerUnavailable()), settling: pager)
    _ = Task.immediate { await pager.loadMore() }
    #expect(!pager.loadStates.append.isLoading, "no load-more starts")
    #expect(pager.loadStates.append.description == "notLoading")
    #expect(server.requests.count == 2)
  }

  @Test("a refresh keeps a local insert at its index when a pending removal hides a row before it")
  func refreshKeepsLocalIndexPastPendingRemoval() async throws {
    let (pager, server) = makeArticlePager()
    pager.query = "swift"
    await answer(server, 0, with: .success(articlePage(1...3, next: nil)), settling: pager)
    try pager.insert(Article(id: 99, title: "local"), at: 2)
    let gate = RemoteGate()
    let removal = Task.immediate {
      try? await pager.mutate {
        $0.remove(id: 1)
      } remote: {
        try await gate.wait()
      }
    }
    #expect(pager.ids == [2, 99, 3])
    _ = Task.immediate { await pager.refresh() }
    await answer(
      server, 1, with: .success(articlePage(1...4, next: nil, title: "v2")), settling: pager)
    #expect(pager.ids == [2, 99, 3, 4])
    gate.open(succeeds: true)
    try await removal.boundedValue("the removal's mutation to return")
  }

  @Test("a local insert hidden by a pending removal survives a refresh; the rollback shows it")
  func pendingRemovalOfLocalInsertSurvivesRefresh() async throws {
    let (pager, server) = makeArticlePager()
    pager.query = "swift"
    await answer(server, 0, with: .success(articlePage(1...3, next: nil)), settling: pager)
    try pager.insert(Article(id: 99, title: "local"), at: 1)
    let gate = RemoteGate()
    let removal = Task.immediate {
      try? await pager.mutate {
        $0.remove(id: 99)
      } remote: {
        try await gate.wait()
      }
    }
    _ = Task.immediate { await pager.refresh() }
    await answer(
      server, 1, with: .success(articlePage(1...3, next: nil, title: "v2")), settling: pager)
    #expect(pager.ids == [1, 2, 3])
    gate.open(succeeds: false)
    try await removal.boundedValue("the removal's mutation to return")
    #expect(pager.ids == [1, 99, 2, 3])
  }

  @Test("a refresh while a jump loads is a refresh: it loads the first page and ends removals")
  func refreshDuringJumpEndsRemovals() async throws {
    let (pager, server) = try makeJumpingArticlePager()
    _ = Task.immediate { await pager.refresh() }
    await answer(server, 0, with: .success(articlePage(1...3, next: 2)), settling: pager)
    try pager.remove(id: 2)
    pager.jump(to: 9)
    _ = Task.immediate { await pager.refresh() }
    guard let refresh = await arrival(of: 2, at: server) else { return }
    #expect(refresh.load.target.direction == .refresh && refresh.load.target.cursor == nil)
    await respond(server, 2, with: .success(articlePage(1...3, next: 2)), settling: pager)
    #expect(pager.ids == [1, 2, 3])
  }

  @Test("a retry with nothing failed while a jump loads refreshes, as without the jump")
  func retryDuringJumpRefreshes() async throws {
    let (pager, server) = try makeJumpingArticlePager()
    _ = Task.immediate { await pager.refresh() }
    await answer(server, 0, with: .success(articlePage(1...3, next: 2)), settling: pager)
    try pager.remove(id: 2)
    pager.jump(to: 9)
    _ = Task.immediate { await pager.retry() }
    guard let refresh = await arrival(of: 2, at: server) else { return }
    #expect(refresh.load.target.direction == .refresh && refresh.load.target.cursor == nil)
    await respond(server, 2, with: .success(articlePage(1...3, next: 2)), settling: pager)
    #expect(pager.ids == [1, 2, 3])
  }

  /// A pager of pages of three articles from the start, whose positions can jump.
  private func makeJumpingArticlePager() throws -> (ArticlePager, ArticleServer) {
    let server = ArticleServer()
    let pager = ArticlePager(
      query: "swift", configuration: try PagerConfiguration(pageSize: 3, prefetchDistance: 0),
      pageAt: { PagePosition(cursor: $0 / 3 + 1, itemsBefore: $0 / 3 * 3) },
      loadPage: { try await server.request(target: $0) })
    return (pager, server)
  }
}
