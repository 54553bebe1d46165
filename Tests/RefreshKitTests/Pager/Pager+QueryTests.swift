import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite("Pager queries: a new query replaces the old one completely", .timeLimit(.minutes(3)))
struct PagerQueryTests {
  @Test("a new query cancels the load in flight and loads page 1 of the new query")
  func newQueryCancels() async {
    let (pager, server) = makeArticlePager(honorsCancellation: false)
    pager.query = "swift"
    guard await arrival(of: 0, at: server) != nil else { return }
    pager.query = "rust"
    #expect(server.arrivedRequest(at: 0)?.cancellationRequested == true)
    await answer(server, 1, with: .success(articlePage(10...12, next: 2)), settling: pager)
    #expect(server.arrivedRequest(at: 1)?.load.target.query == "rust")
    #expect(server.arrivedRequest(at: 1)?.load.cursor == nil)
    server.respond(to: 0, with: .success(articlePage(1...3, next: 2)))
    await Task.yield()
    #expect(pager.ids == [10, 11, 12], "the old query's late page is dropped")
    Task { await pager.loadMore() }
    guard let next = await arrival(of: 2, at: server) else { return }
    #expect(next.load.target.query == "rust" && next.load.cursor == 2, "never the old query")
    #expect(pager.query == "rust")
    // Answered, so the load-more task ends and releases the pager (LeakSanitizer).
    await respond(server, 2, with: .success(articlePage(13...14, next: nil)), settling: pager)
  }

  @Test("a new query during a load-more cancels it; its late page never lands")
  func newQueryDuringAppend() async {
    let (pager, server) = makeArticlePager(honorsCancellation: false)
    pager.query = "swift"
    await answer(server, 0, with: .success(articlePage(1...3, next: 2)), settling: pager)
    Task { await pager.loadMore() }
    guard await arrival(of: 1, at: server) != nil else { return }
    pager.query = "rust"
    #expect(pager.items.isEmpty)
    #expect(pager.loadStates.refresh.isLoading)
    server.respond(to: 1, with: .success(articlePage(4...6, next: nil)))
    await answer(server, 2, with: .success(articlePage(20...21, next: nil)), settling: pager)
    #expect(pager.ids == [20, 21])
  }

  @Test("a refresh during a load-more preempts it; the late page is discarded")
  func refreshPreemptsAppend() async {
    let (pager, server) = makeArticlePager(honorsCancellation: false)
    pager.query = "swift"
    await answer(server, 0, with: .success(articlePage(1...3, next: 2)), settling: pager)
    Task { await pager.loadMore() }
    guard await arrival(of: 1, at: server) != nil else { return }
    Task { await pager.refresh() }
    guard await arrival(of: 2, at: server) != nil else { return }
    server.respond(to: 1, with: .success(articlePage(4...6, next: nil)))
    await respond(
      server, 2, with: .success(articlePage(1...3, next: 2, title: "v2")), settling: pager)
    #expect(pager.ids == [1, 2, 3])
    #expect(pager.items[id: 1]?.title == "v2")
    #expect(pager.loadStates.append.description == "notLoading")
  }

  @Test("two refreshes at once send one request")
  func refreshesJoin() async {
    let (pager, server) = makeArticlePager()
    pager.query = "swift"
    Task { await pager.refresh() }
    Task { await pager.loadIfNeeded() }
    await answer(server, 0, with: .success(articlePage(1...2, next: nil)), settling: pager)
    #expect(server.requests.count == 1)
    await pager.loadIfNeeded()
    #expect(server.requests.count == 1, "loaded: loadIfNeeded does nothing")
  }
}

@MainActor
@Suite("Pager queries: nothing of the old query carries over", .timeLimit(.minutes(3)))
struct PagerQueryIsolationTests {
  @Test("a new query's first load is attempt 1, even after the old one failed")
  func attemptsRestart() async {
    let (pager, server) = makeArticlePager()
    pager.query = "swift"
    await answer(server, 0, with: .failure(ServerUnavailable()), settling: pager)
    pager.query = "rust"
    guard let first = await arrival(of: 1, at: server) else { return }
    #expect(first.load.attempt == 1)
  }

  @Test("after a new query's first load fails, load-more never sends the old query's cursor")
  func noOldCursor() async {
    let (pager, server) = makeArticlePager()
    pager.query = "swift"
    await answer(server, 0, with: .success(articlePage(1...3, next: 2)), settling: pager)
    pager.query = "rust"
    await answer(server, 1, with: .failure(ServerUnavailable()), settling: pager)
    await pager.loadMore()
    #expect(server.requests.count == 2)
  }
}
