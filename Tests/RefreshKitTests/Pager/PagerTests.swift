@_spi(Diagnostics) import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite("Pager: loading, identity and change sets", .timeLimit(.minutes(3)))
struct PagerTests {
  @Test("the first load lists page 1 and asks for the first page with no cursor")
  func firstLoad() async {
    let (pager, server) = makeArticlePager()
    pager.query = "swift"
    await answer(server, 0, with: .success(articlePage(1...5, next: 2)), settling: pager)
    #expect(pager.ids == [1, 2, 3, 4, 5])
    #expect(pager.hasLoaded)
    #expect(server.arrivedRequest(at: 0)?.load.target.query == "swift")
    #expect(server.arrivedRequest(at: 0)?.load.cursor == nil)
    #expect(pager.loadStates.refresh.description == "notLoading")
    #expect(pager.loadStates.append.description == "notLoading")
  }

  @Test("a row near the end loads the next page once; repeated appearances send nothing more")
  func prefetchOnce() async {
    let (pager, server) = makeArticlePager(prefetchDistance: 2)
    pager.query = "swift"
    await answer(server, 0, with: .success(articlePage(1...5, next: 2)), settling: pager)
    pager.itemDidAppear(at: 1)
    #expect(server.requests.count == 1)
    for _ in 0..<5 { pager.itemDidAppear(at: 2) }
    #expect(pager.loadStates.append.isLoading)
    await answer(server, 1, with: .success(articlePage(6...10, next: 3)), settling: pager)
    #expect(server.requests.count == 2)
    #expect(server.arrivedRequest(at: 1)?.load.cursor == 2)
    #expect(pager.ids == Array(1...10))
  }

  @Test("an item a later page sends again stays once, in its first position, with the newer value")
  func laterCopyKeepsFirstPosition() async {
    let (pager, server) = makeArticlePager()
    pager.query = "swift"
    await answer(server, 0, with: .success(articlePage(1...3, next: 2)), settling: pager)
    let shifted = Page(
      items: [Article(id: 3, title: "v2"), Article(id: 4, title: "v1")], next: Int?.none)
    let changes = recordChanges(of: pager)
    Task { await pager.loadMore() }
    await answer(server, 1, with: .success(shifted), settling: pager)
    #expect(pager.ids == [1, 2, 3, 4])
    #expect(pager.items[id: 3]?.title == "v2")
    #expect(changes.all.last?.updatedIDs == [3])
    #expect(changes.all.last?.insertedIndices == [3])
  }

  @Test(
    "a failed append keeps the items and the refresh state; retry resends its cursor, attempt 2")
  func failedAppend() async {
    let (pager, server) = makeArticlePager()
    pager.query = "swift"
    await answer(server, 0, with: .success(articlePage(1...3, next: 2)), settling: pager)
    pager.itemDidAppear(at: 2)
    await answer(server, 1, with: .failure(ServerUnavailable()), settling: pager)
    #expect(pager.ids == [1, 2, 3])
    #expect(pager.loadStates.refresh.description == "notLoading")
    #expect(pager.loadStates.append.failure?.attempt == 1)
    guard case .failed(_, canRetry: true) = pager.presentation.footer else {
      Issue.record("footer \(pager.presentation.footer)")
      return
    }
    pager.itemDidAppear(at: 2)
    #expect(server.requests.count == 2, "a failed append waits for retry, appearances do not retry")
    Task { await pager.retry() }
    guard let retried = await arrival(of: 2, at: server) else { return }
    #expect(retried.load.cursor == 2 && retried.load.attempt == 2)
    await respond(server, 2, with: .success(articlePage(4...6, next: nil)), settling: pager)
    #expect(pager.ids == Array(1...6))
    #expect(pager.loadStates.append.endReached)
    #expect(pager.presentation.footer == .noMoreData(RefreshTexts().noMoreData))
  }

  @Test("a failed first load shows the failed placeholder; retry loads the first page")
  func failedFirstLoad() async {
    let (pager, server) = makeArticlePager()
    pager.query = "swift"
    await answer(server, 0, with: .failure(ServerUnavailable()), settling: pager)
    #expect(pager.loadStates.refresh.failure != nil)
    #expect(pager.presentation.placeholder == .failed(message: "ServerUnavailable()"))
    Task { await pager.retry() }
    await answer(server, 1, with: .success(articlePage(1...2, next: nil)), settling: pager)
    #expect(server.arrivedRequest(at: 1)?.load.attempt == 2)
    #expect(pager.ids == [1, 2])
    #expect(pager.presentation.placeholder == .none)
  }

  @Test("at the end of the data nothing more loads and the footer says so")
  func endOfData() async {
    let (pager, server) = makeArticlePager()
    pager.query = "swift"
    await answer(server, 0, with: .success(articlePage(1...3, next: nil)), settling: pager)
    pager.itemDidAppear(at: 2)
    await pager.loadMore()
    #expect(server.requests.count == 1)
    #expect(pager.loadStates.append.endReached)
    #expect(!pager.canAutoLoadMore)
  }

  @Test("a short first page fills the screen: the last row shown loads the next page by itself")
  func shortPageFills() async {
    let (pager, server) = makeArticlePager(prefetchDistance: 5)
    pager.query = "swift"
    pager.itemDidAppear(at: 0)
    await answer(server, 0, with: .success(articlePage(1...2, next: 2)), settling: pager)
    pager.itemDidAppear(at: 1)
    await answer(server, 1, with: .success(articlePage(3...4, next: 3)), settling: pager)
    guard await arrival(of: 2, at: server) != nil else { return }
    #expect(
      server.arrivedRequest(at: 2)?.load.cursor == 3,
      "the page arrived with row 1 still near the end")
    await respond(server, 2, with: .success(articlePage(5...20, next: nil)), settling: pager)
    #expect(server.requests.count == 3, "once the list outgrew the screen, filling stopped")
  }

  @Test("every change reaches observers and streams; applied to the old items it gives the new")
  func changesAreExact() async {
    let (pager, server) = makeArticlePager()
    let changes = recordChanges(of: pager)
    var mirror: [Article] = []
    // Weak: the pager keeps its observers, so a strong capture would be a cycle (LeakSanitizer).
    _ = pager.observeChanges { [weak pager] change in
      guard let pager else { return }
      mirror = change.applied(to: mirror) { pager.items[$0] }
      for id in change.updatedIDs {
        if let index = mirror.firstIndex(where: { $0.id == id }) {
          mirror[index] = pager.items[index]
        }
      }
    }
    pager.query = "swift"
    await answer(server, 0, with: .success(articlePage(1...4, next: 2)), settling: pager)
    try? pager.remove(id: 2)
    try? pager.insert(Article(id: 99, title: "local"), at: 0)
    Task { await pager.loadMore() }
    await answer(
      server, 1, with: .success(articlePage(3...6, next: nil, title: "v2")), settling: pager)
    Task { await pager.refresh() }
    await answer(server, 2, with: .success(articlePage(4...8, next: nil)), settling: pager)
    #expect(mirror == pager.items.array)
    #expect(changes.all.count == pager.version)
    #expect(changes.all.last == pager.lastChange)
  }

  @Test("releasing the pager cancels its load")
  func releaseCancels() async {
    let server = ArticleServer()
    var pager: ArticlePager? = ArticlePager(query: "swift", networkManager: server)
    weak let released = pager
    pager?.query = "swift"
    guard await arrival(of: 0, at: server) != nil else { return }
    pager = nil
    #expect(released == nil)
    #expect(server.arrivedRequest(at: 0)?.cancellationRequested == true)
  }
}

/// Collects every change a pager publishes.
@MainActor
final class ChangeRecorder {
  var all: [ListChange<Int>] = []
}

@MainActor
func recordChanges(of pager: ArticlePager) -> ChangeRecorder {
  let recorder = ChangeRecorder()
  pager.observeChanges { recorder.all.append($0) }
  return recorder
}

@MainActor
@Suite("Pager prefetch after a refresh", .timeLimit(.minutes(3)))
struct PagerRefreshPrefetchTests {
  @Test("a refresh forgets the rows shown before it: it does not page back down to the old depth")
  func refreshForgetsOldRows() async {
    let (pager, server) = makeArticlePager(prefetchDistance: 2)
    pager.query = "swift"
    await answer(server, 0, with: .success(articlePage(1...3, next: 2)), settling: pager)
    pager.itemDidAppear(at: 2)
    await answer(server, 1, with: .success(articlePage(4...6, next: 3)), settling: pager)
    Task { await pager.refresh() }
    await answer(server, 2, with: .success(articlePage(1...3, next: 2)), settling: pager)
    #expect(server.requests.count == 3, "row 2 was shown before the refresh, not after it")
  }
}
