import RefreshKit
import RefreshKitTesting
import Testing
import YLRefreshKit
import YLStateMachine

@MainActor
@Suite("RefreshController: prefetching and retry over one machine", .timeLimit(.minutes(3)))
struct RefreshControllerTests {
  /// A screen showing `rows` rows reports the last row on screen after every load.
  private func settle(
    _ list: RefreshController<ObservedOperator>, _ screen: FeedScreen, rows: Int, loads: Int
  ) async throws {
    try await screen.op.waitForSettled(loads)
    list.visibleRangeDidChange(lastVisibleIndex: min(rows, screen.viewModel.ids.count) - 1)
  }

  @Test("a short list fills the screen page by page, then stops: a bounded auto-fill")
  func shortListAutoFillIsBounded() async throws {
    let screen = FeedScreen()
    let list = RefreshController(machine: screen.machine)
    for page in 1...6 { screen.manager.enqueue(.success(.make(page, size: 5, next: page + 1))) }
    list.refresh()
    for loads in 1...3 { try await settle(list, screen, rows: 12, loads: loads) }
    #expect(screen.manager.requests.count == 3)
    #expect(screen.viewModel.ids.count == 15)
    #expect(!list.visibleRangeDidChange(lastVisibleIndex: 11))
  }

  @Test("a failed load-more is not retried by scrolling, only by retry(), with the same page")
  func failedLoadMoreWaitsForRetry() async throws {
    let screen = FeedScreen()
    let list = RefreshController(machine: screen.machine, prefetchDistance: 2)
    try await screen.loadFirstPage()
    screen.manager.enqueue(.failure(ServerDown()))
    #expect(list.visibleRangeDidChange(lastVisibleIndex: 2))
    try await screen.op.waitForSettled(2)
    #expect(list.presentation.footer == .failed(message: "ServerDown()", canRetry: true))
    #expect(!list.visibleRangeDidChange(lastVisibleIndex: 1))
    #expect(!list.visibleRangeDidChange(lastVisibleIndex: 2))
    screen.manager.enqueue(.success(.make(2, next: nil)))
    list.retry()
    try await screen.op.waitForSettled(3)
    #expect(screen.manager.requests.map(\.load.attempt) == [1, 1, 2])
    #expect(list.presentation.footer == .noMoreData("No more data"))
  }

  @Test("a refresh re-arms prefetching for the same viewport")
  func refreshReArms() async throws {
    let screen = FeedScreen()
    let list = RefreshController(machine: screen.machine)
    try await screen.loadFirstPage()
    #expect(list.visibleRangeDidChange(lastVisibleIndex: 2))
    #expect(!list.visibleRangeDidChange(lastVisibleIndex: 2), "one viewport event fires once")
    _ = try await screen.manager.request(at: 1)
    screen.manager.enqueue(.success(.make(1, tag: "b", next: 2)))
    _ = try await screen.machine.trigger(.pullToRefresh)
    #expect(screen.viewModel.ids == ["b1-0", "b1-1", "b1-2"])
    screen.manager.enqueue(.success(.make(2, tag: "b", next: nil)))
    #expect(list.visibleRangeDidChange(lastVisibleIndex: 2), "same viewport, new list: fires again")
    try await screen.op.waitForSettled(4)
    #expect(screen.manager.requests.map(\.load.cursor) == [nil, 2, nil, 2])
    #expect(screen.viewModel.ids.count == 6)
  }

  @Test("d. retry after a PagingError refreshes from page one instead of doing nothing")
  func retryAfterPagingErrorRefreshes() async throws {
    let screen = FeedScreen()
    let list = RefreshController(operator: screen.op)
    screen.manager.enqueue(.success(.make(1, next: 2)), .success(.make(2, next: 2)))
    _ = try await list.machine.trigger(.pullToRefresh)
    let ended = try await list.machine.trigger(.loadingMore)
    #expect(ended.error as? PagingError<Int> == .repeatedCursor(2))
    #expect(list.operator.lastFailure?.action == .loadingMore)
    screen.manager.enqueue(.success(.make(1, tag: "b", next: 2)))
    var retried: RefreshAction?
    await waitForCallback { resume in
      retried = list.retry { resume() }
    }
    #expect(retried == .pullToRefresh)
    #expect(
      screen.manager.requests.map(\.load.direction) == [
        .pullToRefresh, .loadingMore, .pullToRefresh,
      ])
    #expect(list.state.phase == .paginated)
    #expect(screen.viewModel.ids == ["b1-0", "b1-1", "b1-2"])
  }

  @Test("d. retry after a failed load-more loads the same page again and says so")
  func retryAfterFailedLoadMoreRepeatsThePage() async throws {
    let screen = FeedScreen()
    let list = RefreshController(operator: screen.op, prefetchDistance: 2)
    screen.manager.enqueue(.success(.make(1, next: 2)), .failure(ServerDown()))
    _ = try await list.machine.trigger(.pullToRefresh)
    _ = try await list.machine.trigger(.loadingMore)
    screen.manager.enqueue(.success(.make(2, next: nil)))
    #expect(list.retry() == .loadingMore)
    try await screen.op.waitForSettled(3)
    #expect(screen.manager.requests.map(\.load.cursor) == [nil, 2, 2])
  }

  @Test("RefreshController(operator:) builds its own machine with the given options")
  func operatorConvenienceInit() {
    let screen = FeedScreen()
    let list = RefreshController(
      operator: screen.op, prefetchDistance: 4, texts: RefreshTexts(noMoreData: "Done"))
    #expect(list.operator === screen.op)
    #expect(list.texts.noMoreData == "Done")
    #expect(list.state.phase == .initial)
  }
}
