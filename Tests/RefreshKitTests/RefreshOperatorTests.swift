import RefreshKit
import RefreshKitTesting
import SourceScanning
import Testing
import YLRefreshKit
import YLStateMachine

@MainActor
@Suite("RefreshOperator: the seed's engine with its defects fixed", .timeLimit(.minutes(3)))
struct RefreshOperatorTests {
  @Test("refresh loads page one into the data source; load-more appends page two")
  func refreshThenLoadMore() async throws {
    let screen = FeedScreen()
    try await screen.loadFirstPage()
    #expect(screen.machine.currentState.phase == .paginated)
    screen.manager.enqueue(.success(.make(2, next: nil)))
    #expect(try await screen.machine.trigger(.loadingMore).phase == .populated)
    #expect(screen.viewModel.ids == ["a1-0", "a1-1", "a1-2", "a2-0", "a2-1", "a2-2"])
    #expect(screen.viewModel.model?.nextPage == nil)
    #expect(screen.op.target == .feed(page: 2))
  }

  @Test("a. a failed load-more does not advance the page: the retry asks for the same page again")
  func failedLoadMoreDoesNotAdvanceThePage() async throws {
    let screen = FeedScreen()
    try await screen.loadFirstPage()
    screen.manager.enqueue(.failure(ServerDown()), .success(.make(2, next: 3)))
    #expect(try await screen.machine.trigger(.loadingMore).isError)
    #expect(screen.op.target == .feed(page: 1))
    #expect(try await screen.machine.trigger(.loadingMore).phase == .paginated)
    let loads = screen.manager.requests.map(\.load)
    #expect(loads.map(\.target) == [.feed(page: 1), .feed(page: 2), .feed(page: 2)])
    #expect(screen.viewModel.ids.count == 6)
    #expect(screen.op.target == .feed(page: 2))
  }

  @Test(
    "b. a response that arrives after a refresh started is discarded, never appended to the new list",
    arguments: [true, false])
  func staleResponseAfterRefreshIsDiscarded(staleAnswersFirst: Bool) async throws {
    let screen = FeedScreen(honorsCancellation: false)
    try await screen.loadFirstPage()
    let loadMore = Task { try await screen.machine.trigger(.loadingMore) }
    _ = try await screen.manager.request(at: 1)
    let refresh = Task { try await screen.machine.trigger(.pullToRefresh) }
    _ = try await screen.manager.request(at: 2)
    let stale = RepoPage.make(2, tag: "old", next: 3)
    let fresh = RepoPage.make(1, tag: "new", next: 2)
    if staleAnswersFirst {
      screen.manager.respond(to: 1, with: .success(stale))
      try await screen.op.waitForSettled(2)
      screen.manager.respond(to: 2, with: .success(fresh))
    } else {
      screen.manager.respond(to: 2, with: .success(fresh))
      try await screen.op.waitForSettled(2)
      screen.manager.respond(to: 1, with: .success(stale))
    }
    try await screen.op.waitForSettled(3)
    #expect(try await refresh.boundedValue("task refresh").phase == .paginated)
    await #expect(throws: TriggerError<RefreshAction>.superseded(by: .pullToRefresh)) {
      try await loadMore.boundedValue("task loadMore")
    }
    #expect(screen.viewModel.ids == ["new1-0", "new1-1", "new1-2"])
    #expect(screen.op.dispositions.filter { $0 == .applied }.count == 2)
    #expect(screen.manager.arrivedRequest(at: 1)?.cancellationRequested == true)
  }

  @Test(
    "c. load-more before any content, or after the last page, sends no request and does not crash")
  func loadMoreWithNothingToLoadSendsNothing() async throws {
    let screen = FeedScreen()
    await #expect(throws: TriggerError<RefreshAction>.rejected(.notAllowed, running: nil)) {
      try await screen.machine.trigger(.loadingMore)
    }
    #expect(screen.manager.requests.isEmpty)
    #expect(screen.machine.currentState.phase == .initial)
    try await screen.loadFirstPage(next: nil)
    #expect(screen.machine.currentState.phase == .populated)
    await #expect(throws: TriggerError<RefreshAction>.rejected(.notAllowed, running: nil)) {
      try await screen.machine.trigger(.loadingMore)
    }
    #expect(screen.manager.requests.count == 1)
  }

  @Test("d. many load-more triggers in a row send exactly one request")
  func manyLoadMoreTriggersSendOneRequest() async throws {
    let screen = FeedScreen()
    try await screen.loadFirstPage()
    var completions = 0
    for _ in 0..<50 { screen.machine.trigger(.loadingMore) { completions += 1 } }
    _ = try await screen.manager.request(at: 1)
    screen.manager.respond(to: 1, with: .success(.make(2, next: 3)))
    try await screen.op.waitForSettled(2)
    #expect(completions == 50)
    #expect(screen.manager.requests.count == 2)
    #expect(screen.manager.maxConcurrentRequests == 1)
    #expect(screen.viewModel.ids.count == 6)
  }

  @Test("e. pull-to-refresh while a page is loading cancels that load and refreshes")
  func pullToRefreshDuringLoadMoreCancelsIt() async throws {
    let screen = FeedScreen()
    try await screen.loadFirstPage()
    let loadMore = Task { try await screen.machine.trigger(.loadingMore) }
    _ = try await screen.manager.request(at: 1)
    screen.manager.enqueue(.success(.make(1, tag: "b", next: 2)))
    #expect(try await screen.machine.trigger(.pullToRefresh).phase == .paginated)
    await #expect(throws: TriggerError<RefreshAction>.superseded(by: .pullToRefresh)) {
      try await loadMore.boundedValue("task loadMore")
    }
    try await screen.op.waitForSettled(3)
    #expect(screen.manager.arrivedRequest(at: 1)?.status == .cancelled)
    let bySequence = Dictionary(
      uniqueKeysWithValues: screen.op.settled.map { ($0.load.sequence, $0.disposition) })
    #expect(bySequence == [1: .applied, 2: .cancelled, 3: .applied])
    #expect(screen.viewModel.ids == ["b1-0", "b1-1", "b1-2"])
  }

  @Test("f. an error keeps every item and records whether refresh or load-more failed")
  func errorKeepsItemsAndRecordsDirection() async throws {
    let screen = FeedScreen()
    try await screen.loadFirstPage()
    screen.manager.enqueue(.failure(ServerDown()))
    _ = try await screen.machine.trigger(.loadingMore)
    #expect(screen.viewModel.ids.count == 3)
    #expect(screen.op.lastFailure?.action == .loadingMore)
    #expect(screen.op.lastFailure?.error is ServerDown)
    screen.manager.enqueue(.failure(Offline()))
    #expect(try await screen.machine.trigger(.pullToRefresh).isError)
    #expect(screen.viewModel.ids.count == 3)
    #expect(screen.op.lastFailure?.action == .pullToRefresh)
    #expect(screen.op.lastFailure?.isOffline == true)
  }

  @Test("g. a server that repeats the next-page cursor ends paging with a typed error")
  func repeatedCursorEndsPaging() async throws {
    let screen = FeedScreen()
    try await screen.loadFirstPage()
    screen.manager.enqueue(.success(.make(2, next: 3)), .success(.make(3, next: 2)))
    _ = try await screen.machine.trigger(.loadingMore)
    let state = try await screen.machine.trigger(.loadingMore)
    #expect(state.error as? PagingError<Int> == .repeatedCursor(2))
    #expect(screen.viewModel.ids.count == 9)
    #expect(!screen.op.canLoadMore)
    await #expect(throws: TriggerError<RefreshAction>.rejected(.notAllowed, running: nil)) {
      try await screen.machine.trigger(.loadingMore)
    }
    #expect(screen.manager.requests.count == 3)
  }

  @Test("h. releasing the screen cancels its in-flight work")
  func releasingTheScreenCancelsInFlightWork() async throws {
    let manager = FeedManager()
    let viewModel = FeedViewModel()
    let op = ObservedOperator(
      dataSource: viewModel, networkManager: manager, target: .feed(page: 1))
    var machine: StateMachine<ObservedOperator>? = StateMachine(operator: op)
    machine?.trigger(.pullToRefresh, completion: nil)
    _ = try await manager.request(at: 0)
    machine = nil
    try await op.waitForSettled(1)
    #expect(manager.arrivedRequest(at: 0)?.status == .cancelled)
    #expect(op.dispositions == [.cancelled])
    #expect(viewModel.model == nil)
  }

  @Test("h. no unowned, no force unwrap, no force try or cast in the library sources")
  func noUnownedNoForceUnwrap() throws {
    let offenders = try LibrarySources.library.lines(matching: [
      #"\bunowned\b"#, #"\btry!"#, #"\bas!"#, #"[A-Za-z0-9_)\]]!(\.|\s|\)|,|\[|$)"#,
    ])
    #expect(offenders.isEmpty, "\(offenders)")
  }

  @Test("i. after a refresh, a no-more-data footer goes back to idle by itself")
  func noMoreDataFooterResetsAfterRefresh() async throws {
    let screen = FeedScreen()
    let list = RefreshController(machine: screen.machine)
    try await screen.loadFirstPage(next: nil)
    #expect(list.presentation.footer == .noMoreData("No more data"))
    screen.manager.enqueue(.success(.make(1, tag: "b", next: 2)))
    _ = try await screen.machine.trigger(.pullToRefresh)
    #expect(list.presentation.footer == .idle)
  }

  @Test(
    "j. every load carries generation, direction, cursor and attempt; the cursor moves only on success"
  )
  func everyLoadCarriesItsHistory() async throws {
    let screen = FeedScreen()
    try await screen.loadFirstPage()
    screen.manager.enqueue(
      .failure(ServerDown()), .failure(ServerDown()), .success(.make(2, next: 3)))
    for _ in 0..<3 { _ = try await screen.machine.trigger(.loadingMore) }
    screen.manager.enqueue(.success(.make(1, tag: "b", next: 2)))
    _ = try await screen.machine.trigger(.pullToRefresh)
    let loads = screen.manager.requests.map(\.load)
    #expect(loads.map(\.generation) == [1, 1, 1, 1, 2])
    #expect(
      loads.map(\.direction) == [
        .pullToRefresh, .loadingMore, .loadingMore, .loadingMore, .pullToRefresh,
      ])
    #expect(loads.map(\.cursor) == [nil, 2, 2, 2, nil])
    #expect(loads.map(\.attempt) == [1, 1, 2, 3, 1])
    #expect(loads.map(\.sequence) == [1, 2, 3, 4, 5])
    #expect(screen.op.ledger.nextCursor == 2)
  }

  @Test("targetInfo reaches the target's update")
  func targetInfoReachesTarget() async throws {
    let screen = FeedScreen(target: .topic(id: "", page: 1))
    screen.viewModel.targetInfo = "swift"
    try await screen.loadFirstPage()
    #expect(screen.manager.requests.first?.load.target == .topic(id: "swift", page: 1))
  }

  @Test("a target that is not refreshable loads once, then refuses pull-to-refresh")
  func nonRefreshableTargetLoadsOnce() async throws {
    struct Fixed: TargetType { var isRefreshable: Bool { false } }
    let manager = ScriptedNetworkManager<Fixed, RepoPage>()
    final class Holder: DataSourceType {
      var model: RepoPage?
      var targetInfo: (any Sendable)?
    }
    let holder = Holder()
    let machine = StateMachine(
      operator: RefreshOperator(dataSource: holder, networkManager: manager, target: Fixed()))
    manager.enqueue(.success(.make(1, next: nil)))
    _ = try await machine.trigger(.pullToRefresh)
    await #expect(throws: TriggerError<RefreshAction>.rejected(.notAllowed, running: nil)) {
      try await machine.trigger(.pullToRefresh)
    }
    #expect(holder.model != nil)
  }

  @Test("the Mermaid diagram matches the operator's policy")
  func diagramMatchesPolicy() {
    let diagram = ObservedOperator.stateDiagram
    #expect(Set(diagram.states) == Set(RefreshState.Phase.allCases.map(\.rawValue)))
    #expect(diagram.transitionalStates == ["refreshing", "paging"])
    let arrows = Set(diagram.transitions.map { "\($0.from)->\($0.to)" })
    #expect(arrows.contains("paging->refreshing"))
    #expect(!arrows.contains("refreshing->paging"))
    #expect(!arrows.contains("initial->paging"))
    #expect(
      StateMachine<ObservedOperator>.mermaidDiagram.hasPrefix(
        "stateDiagram-v2\n    [*] --> initial"))
  }
}
