import RefreshKit
import RefreshKitTesting
import Testing
import YLRefreshKit
import YLStateMachine

/// A seed screen's footer: a list on a scripted network, its controller, and a binding that
/// shows the footer in a recording host.
@MainActor
private struct FooterScreen {
  let screen = FeedScreen()
  let list: RefreshController<ObservedOperator>
  let host = RecordingFooterHost()
  let binding: SeedFooterBinding<ObservedOperator>

  static let failed = RefreshPresentation.Footer.failed(message: "ServerDown()", canRetry: true)

  init() {
    list = RefreshController(machine: screen.machine, prefetchDistance: 2)
    binding = SeedFooterBinding(controller: list, host: host)
    binding.start()
  }

  var manager: FeedManager { screen.manager }

  /// Loads page 1 (three items, next page 2), then fails the load-more of page 2 that
  /// scrolling to the last row starts; the request is held until it fails, so the footer
  /// shows loading first.
  static func afterFailedLoadMore() async throws -> FooterScreen {
    let screen = FooterScreen()
    try await screen.screen.loadFirstPage()
    await screen.host.waitUntilShowing(.idle)
    #expect(screen.list.visibleRangeDidChange(lastVisibleIndex: 2))
    _ = try await screen.manager.request(at: 1)
    await screen.host.waitUntilShowing(.loadingMore)
    screen.manager.respond(to: 1, with: .failure(ServerDown()))
    await screen.host.waitUntilShowing(failed)
    return screen
  }
}

@MainActor
@Suite("SeedFooterBinding: the seed screens' load-more footer", .timeLimit(.minutes(1)))
struct SeedFooterBindingTests {
  @Test("c, a. a load-more shows loading, then a failure shows the error with a retry")
  func loadingThenFailedWithRetry() async throws {
    let screen = try await FooterScreen.afterFailedLoadMore()
    #expect(screen.host.footers == [.hidden, .idle, .loadingMore, FooterScreen.failed])
    #expect(screen.binding.footer == FooterScreen.failed)
    #expect(screen.host.reloads == 0)
    #expect(!screen.list.visibleRangeDidChange(lastVisibleIndex: 2), "scrolling does not retry")
  }

  @Test("b. retry loads the same page once: the footer shows loading, then idle")
  func retryLoadsTheSamePage() async throws {
    let screen = try await FooterScreen.afterFailedLoadMore()
    let failed = try #require(screen.manager.arrivedRequest(at: 1))
    #expect(screen.binding.retryTapped() == .loadingMore)
    #expect(screen.host.footer == .loadingMore, "the footer shows loading at once")
    let retried = try await screen.manager.request(at: 2)
    #expect(retried.load.direction == .loadingMore)
    #expect(retried.load.cursor == failed.load.cursor)
    #expect(retried.load.target.page == failed.load.target.page)
    #expect(retried.load.target.page == 2)
    #expect(retried.load.attempt == 2)
    #expect(screen.host.reloads == 0, "nothing to reload before the page arrives")
    screen.manager.respond(to: 2, with: .success(.make(2, next: 3)))
    await screen.host.waitForReloads(1)
    #expect(screen.host.footer == .idle)
    #expect(screen.host.footers.suffix(3) == [FooterScreen.failed, .loadingMore, .idle])
    #expect(
      screen.screen.viewModel.ids == ["a1-0", "a1-1", "a1-2", "a2-0", "a2-1", "a2-2"],
      "page 2 appended once")
    #expect(screen.manager.requests.count == 3)
    #expect(screen.list.visibleRangeDidChange(lastVisibleIndex: 5), "scrolling loads page 3")
  }

  @Test("b. a retry that fails again shows the error again and reloads nothing")
  func retryFailingAgain() async throws {
    let screen = try await FooterScreen.afterFailedLoadMore()
    #expect(screen.binding.retryTapped() == .loadingMore)
    _ = try await screen.manager.request(at: 2)
    screen.manager.respond(to: 2, with: .failure(ServerDown()))
    await screen.host.waitUntilShowing(FooterScreen.failed)
    #expect(
      screen.host.footers.suffix(3) == [FooterScreen.failed, .loadingMore, FooterScreen.failed])
    #expect(screen.host.reloads == 0)
    #expect(screen.screen.viewModel.ids.count == 3)
  }

  @Test("d. the last page shows no more data, and a retry tap there loads nothing")
  func endShowsNoMoreData() async throws {
    let screen = FooterScreen()
    try await screen.screen.loadFirstPage()
    screen.manager.enqueue(.success(.make(2, next: nil)))
    #expect(screen.list.visibleRangeDidChange(lastVisibleIndex: 2))
    await screen.host.waitUntilShowing(.noMoreData("No more data"))
    #expect(screen.binding.retryTapped() == nil)
    #expect(screen.manager.requests.count == 2)
    #expect(screen.screen.viewModel.ids.count == 6)
  }

  @Test("a load-more whose paging broke shows the error without a retry, and a tap does nothing")
  func brokenPagingOffersNoRetry() async throws {
    let screen = FooterScreen()
    try await screen.screen.loadFirstPage()
    screen.manager.enqueue(.success(.make(2, next: 2)))  // the same cursor again: PagingError
    _ = try await screen.list.machine.trigger(.loadingMore)
    await screen.host.waitUntilShowing(screen.binding.footer)
    guard case .failed(_, canRetry: false) = screen.host.footer else {
      Issue.record("footer \(String(describing: screen.host.footer))")
      return
    }
    #expect(screen.binding.retryTapped() == nil, "no retry offered: the list is not started over")
    #expect(screen.manager.requests.count == 2)
  }

  @Test("e. pull-to-refresh after a failed load-more resets the footer and re-arms scrolling")
  func refreshAfterFailureResetsTheFooter() async throws {
    let screen = try await FooterScreen.afterFailedLoadMore()
    screen.manager.enqueue(.success(.make(1, tag: "b", next: 2)))
    await waitForCallback { resume in screen.list.refresh { resume() } }
    await screen.host.waitUntilShowing(.idle)
    #expect(screen.host.footers.suffix(2) == [FooterScreen.failed, .idle])
    #expect(screen.screen.viewModel.ids == ["b1-0", "b1-1", "b1-2"])
    #expect(screen.binding.retryTapped() == nil, "a stale retry tap does not load")
    #expect(screen.manager.requests.count == 3)
    screen.manager.enqueue(.success(.make(2, tag: "b", next: nil)))
    #expect(screen.list.visibleRangeDidChange(lastVisibleIndex: 2), "scrolling loads more again")
    await screen.host.waitUntilShowing(.noMoreData("No more data"))
  }

  @Test("stop() ends the updates; start() shows the footer again")
  func stopAndStart() async throws {
    let screen = try await FooterScreen.afterFailedLoadMore()
    screen.binding.stop()
    let shown = screen.host.footers.count
    screen.binding.update()
    #expect(screen.binding.retryTapped() == .loadingMore, "the button still works")
    _ = try await screen.manager.request(at: 2)
    #expect(screen.host.footers.count == shown, "a stopped binding shows nothing")
    screen.binding.start()
    #expect(screen.host.footer == .loadingMore)
  }

  @Test("neither the observation nor the host keeps the binding alive")
  func bindingIsReleased() async throws {
    let screen = FooterScreen()
    var binding: SeedFooterBinding<ObservedOperator>? = SeedFooterBinding(
      controller: screen.list, host: screen.host)
    binding?.start()
    weak let released = binding
    binding = nil
    #expect(released == nil)
    try await screen.screen.loadFirstPage()
    await screen.host.waitUntilShowing(.idle)  // the screen's own binding still shows it
  }
}
