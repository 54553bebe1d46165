import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite(
  "PagerListBinding: what a table or collection view shows, whoever changed the pager",
  .timeLimit(.minutes(3)))
struct PagerListBindingTests {
  @Test("start shows the rows the pager has, then loads the first page once")
  func startLoadsOnce() async {
    let (binding, host, pager, server) = makeBoundPager()
    binding.start()
    binding.start()
    #expect(host.placeholder == .loading)
    #expect(!host.isSpinning, "the placeholder shows the first load; the control stays still")
    await answer(server, 0, with: .success(articlePage(1...5, next: 2)), settling: pager)
    #expect(server.requests.count == 1)
    #expect(host.rows == [1, 2, 3, 4, 5])
    #expect(host.log.prefix(2) == ["reload 0", "footer hidden"])
    #expect(host.placeholder == RefreshPresentation.Placeholder.none)
  }

  @Test("a query the app changes reaches the table: 40 rows become 5, never read past the end")
  func appQueryChangeReachesTable() async {
    let (binding, host, pager, server) = makeBoundPager()
    binding.start()
    await answer(server, 0, with: .success(articlePage(1...40, next: 2)), settling: pager)
    #expect(host.rows.count == 40)
    pager.query = "rust"  // the app, not the table, starts this load
    #expect(host.rows.isEmpty, "the old rows leave in the same turn")
    await answer(server, 1, with: .success(articlePage(101...105, next: nil)), settling: pager)
    #expect(host.rows == Array(101...105))
    #expect(host.rows.count == pager.items.count)
    #expect(
      host.log.filter { $0.hasPrefix("reload") } == [
        "reload 0", "reload 40", "reload 0", "reload 5",
      ])
  }

  @Test("an edit and a refresh the app starts reach the table, animated when rows stay")
  func appEditsReachTable() async throws {
    let (binding, host, pager, server) = makeBoundPager()
    binding.start()
    await answer(server, 0, with: .success(articlePage(1...5, next: 2)), settling: pager)
    try pager.update(id: 3) { $0.isStarred = true }
    #expect(host.log.last(where: { $0.hasPrefix("animate") }) == "animate +0 -0 ~1")
    try pager.remove(id: 2)
    #expect(host.rows == [1, 3, 4, 5])
    Task { await pager.refresh() }
    guard await arrival(of: 1, at: server) != nil else { return }
    await respond(
      server, 1, with: .success(articlePage(0...4, next: 2, title: "v2")), settling: pager)
    #expect(host.rows == [0, 1, 2, 3, 4], "a refresh brings a removed item back")
    #expect(host.log.last(where: { $0.hasPrefix("animate") }) == "animate +2 -1 ~3")
  }

  @Test("one page arriving is one update, however often rows report appearing")
  func onePageOneUpdate() async {
    let (binding, host, pager, server) = makeBoundPager(prefetchDistance: 2)
    binding.start()
    await answer(server, 0, with: .success(articlePage(1...10, next: 2)), settling: pager)
    let updatesBefore = host.updateCount
    for first in 0..<11 { host.scroll(to: first..<10) }  // eleven scroll events near the end
    guard await arrival(of: 1, at: server) != nil else { return }
    for first in 0..<11 { host.scroll(to: first..<10) }
    #expect(server.requests.count == 2, "one load-more, joined by every later appearance")
    await respond(server, 1, with: .success(articlePage(11...20, next: 3)), settling: pager)
    #expect(host.updateCount == updatesBefore + 1)
    #expect(host.log.last(where: { $0.hasPrefix("animate") }) == "animate +10 -0 ~0")
  }

  @Test("a short first page fills the screen without the user scrolling")
  func shortFirstPageFillsScreen() async {
    let (binding, host, pager, server) = makeBoundPager(visibleRows: 12, prefetchDistance: 2)
    binding.start()
    await answer(server, 0, with: .success(articlePage(1...5, next: 2)), settling: pager)
    await answer(server, 1, with: .success(articlePage(6...10, next: 3)), settling: pager)
    await answer(server, 2, with: .success(articlePage(11...15, next: 4)), settling: pager)
    #expect(host.rows == Array(1...15))
    #expect(server.requests.count == 3, "the screen is full: rows 0–11 of 15, none near the end")
  }

  @Test("pulling during a load-more keeps the spinner until the refresh itself settles")
  func pullDuringLoadMoreKeepsSpinner() async {
    let (binding, host, pager, server) = makeBoundPager()
    binding.start()
    await answer(server, 0, with: .success(articlePage(1...5, next: 2)), settling: pager)
    host.scroll(to: 0..<5)
    guard await arrival(of: 1, at: server) != nil else { return }
    host.pull()  // the load-more is cancelled
    #expect(pager.loadStates.refresh.isLoading)
    guard await arrival(of: 2, at: server) != nil else { return }
    _ = server.respond(to: 1, with: .success(articlePage(6...10, next: 3)))  // too late
    #expect(host.isSpinning)
    #expect(!host.log.contains("spin off"), "the cancelled load-more never stops the spinner")
    await respond(server, 2, with: .success(articlePage(1...5, next: 2)), settling: pager)
    #expect(!host.isSpinning)
    #expect(host.log.filter { $0.hasPrefix("spin") || $0 == "pulled" } == ["pulled", "spin off"])
    #expect(host.rows == [1, 2, 3, 4, 5])
  }

  @Test("a refresh the app starts spins the control; a pull that joins it ends once")
  func programmaticRefreshSpins() async {
    let (binding, host, pager, server) = makeBoundPager()
    binding.start()
    await answer(server, 0, with: .success(articlePage(1...5, next: 2)), settling: pager)
    Task { await pager.refresh() }
    guard await arrival(of: 1, at: server) != nil else { return }
    #expect(host.isSpinning)
    host.pull()
    #expect(server.requests.count == 2, "the pull joins the refresh in flight")
    await respond(server, 1, with: .success(articlePage(1...5, next: 2)), settling: pager)
    #expect(host.log.filter { $0.hasPrefix("spin") } == ["spin on", "spin off"])
  }

  @Test("a pager that is not refreshable stops a pull at once and loads nothing")
  func notRefreshable() async {
    let (binding, host, pager, server) = makeBoundPager()
    pager.isRefreshable = false
    binding.start()
    await answer(server, 0, with: .success(articlePage(1...5, next: 2)), settling: pager)
    #expect(!binding.showsRefreshControl)
    host.pull()
    #expect(host.log.last == "spin off")
    #expect(server.requests.count == 1)
  }

  @Test("the footer shows loading, then failed with retry; retry loads the same page again")
  func footerFailedRetry() async {
    let (binding, host, pager, server) = makeBoundPager()
    binding.start()
    await answer(server, 0, with: .success(articlePage(1...5, next: 2)), settling: pager)
    #expect(host.footer == .idle)
    host.scroll(to: 0..<5)
    #expect(host.footer == .loadingMore)
    await answer(server, 1, with: .failure(ServerUnavailable()), settling: pager)
    guard case .failed(_, canRetry: true) = host.footer else {
      Issue.record("footer \(String(describing: host.footer))")
      return
    }
    #expect(host.rows == [1, 2, 3, 4, 5], "the rows on screen stay")
    binding.retryTapped()
    guard let retried = await arrival(of: 2, at: server) else { return }
    #expect(retried.load.cursor == 2 && retried.load.attempt == 2)
    await respond(server, 2, with: .success(articlePage(6...8, next: nil)), settling: pager)
    #expect(host.footer == .noMoreData(RefreshTexts().noMoreData))
    #expect(host.rows == Array(1...8))
  }

  @Test("a failed first load shows the failed placeholder; its retry loads the first page")
  func failedFirstLoadPlaceholder() async {
    let (binding, host, pager, server) = makeBoundPager()
    binding.start()
    await answer(server, 0, with: .failure(ServerUnavailable()), settling: pager)
    guard case .failed = host.placeholder else {
      Issue.record("placeholder \(String(describing: host.placeholder))")
      return
    }
    #expect(host.footer == .hidden)
    binding.retryTapped()
    guard let retried = await arrival(of: 1, at: server) else { return }
    #expect(retried.load.cursor == nil)
    await respond(server, 1, with: .success(articlePage(1...3, next: nil)), settling: pager)
    #expect(host.placeholder == RefreshPresentation.Placeholder.none)
    #expect(host.rows == [1, 2, 3])
  }

  @Test("an empty first page shows the empty placeholder")
  func emptyPlaceholder() async {
    let (binding, host, pager, server) = makeBoundPager()
    binding.start()
    await answer(server, 0, with: .success(ArticlePage(items: [], next: nil)), settling: pager)
    #expect(host.placeholder == .empty(RefreshTexts().empty))
  }

  @Test("stop ends the updates; the pager goes on loading")
  func stopEndsUpdates() async {
    let (binding, host, pager, server) = makeBoundPager()
    binding.start()
    binding.stop()
    await answer(server, 0, with: .success(articlePage(1...5, next: 2)), settling: pager)
    #expect(host.rows.isEmpty)
    #expect(pager.items.count == 5)
  }

  @Test("start after stop shows the rows, the footer and the placeholder again")
  func restartAfterStop() async {
    let (binding, host, pager, server) = makeBoundPager()
    binding.start()
    await answer(server, 0, with: .success(articlePage(1...5, next: 2)), settling: pager)
    binding.stop()
    let before = host.log.count
    binding.start()
    #expect(host.log.dropFirst(before) == ["reload 5", "footer idle", "placeholder none"])
    #expect(server.requests.count == 1, "a loaded pager is not loaded again")
  }

  @Test("a released host is not called; the binding and the pager go on")
  func releasedHost() async {
    let (pager, server) = makeArticlePager()
    var host: RecordingListHost? = RecordingListHost()
    let binding = PagerListBinding(pager: pager, host: host ?? RecordingListHost())
    binding.start()
    host = nil
    await answer(server, 0, with: .success(articlePage(1...5, next: 2)), settling: pager)
    #expect(pager.items.count == 5)
  }
}
