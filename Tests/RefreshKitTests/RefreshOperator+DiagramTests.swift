import RefreshKit
import RefreshKitTesting
import Testing
import YLRefreshKit
import YLStateMachine

/// An operator whose policy differs: load-more preempts a refresh, and a refresh never
/// interrupts paging.
@MainActor
final class PagingFirstOperator: RefreshOperator<FeedViewModel, FeedManager> {
  override class func resolution(of incoming: RefreshAction, whileRunning running: RefreshAction)
    -> TriggerResolution
  {
    if incoming == running { return .join }
    return incoming == .loadingMore ? .preempt : .reject
  }
}

/// An operator that never pages after an error, and cannot refresh once loaded.
@MainActor
final class LoadOnceOperator: RefreshOperator<FeedViewModel, FeedManager> {
  override class func allows(_ action: RefreshAction, in situation: RefreshSituation) -> Bool {
    switch action {
    case .pullToRefresh: !situation.hasLoaded
    case .loadingMore: situation.phase != .error && super.allows(action, in: situation)
    }
  }
}

@MainActor
@Suite("RefreshOperator's diagram is drawn from its policy", .timeLimit(.minutes(1)))
struct RefreshOperatorDiagramTests {
  private func arrows<Operator: StateDiagramDescribing>(_: Operator.Type) -> Set<String> {
    Set(Operator.stateDiagram.transitions.map { "\($0.from)->\($0.to)" })
  }

  @Test("h. the default policy: refresh preempts paging, load-more from paginated and error")
  func defaultPolicyDiagram() {
    let drawn = arrows(RefreshOperator<FeedViewModel, FeedManager>.self)
    #expect(drawn.contains("paging->refreshing"))
    #expect(!drawn.contains("refreshing->paging"))
    #expect(drawn.isSuperset(of: ["paginated->paging", "error->paging"]))
    #expect(!drawn.contains("initial->paging") && !drawn.contains("populated->paging"))
    #expect(
      drawn.isSuperset(of: [
        "initial->refreshing", "paginated->refreshing", "populated->refreshing",
        "error->refreshing",
      ]))
  }

  @Test("h. a subclass where load-more preempts refresh draws its own diagram")
  func preemptingSubclassDrawsItsPolicy() {
    let drawn = arrows(PagingFirstOperator.self)
    #expect(drawn.contains("refreshing->paging"))
    #expect(!drawn.contains("paging->refreshing"))
    #expect(StateMachine<PagingFirstOperator>.mermaidDiagram.contains("refreshing --> paging"))
  }

  @Test("h. a subclass that refuses refresh once loaded, and paging after errors, draws that")
  func restrictiveSubclassDrawsItsPolicy() {
    let drawn = arrows(LoadOnceOperator.self)
    #expect(drawn.contains("initial->refreshing"))
    #expect(drawn.contains("error->refreshing"), "a failed first load may be retried")
    #expect(!drawn.contains("paginated->refreshing") && !drawn.contains("populated->refreshing"))
    #expect(!drawn.contains("error->paging"))
    #expect(drawn.contains("paginated->paging"))
  }

  @Test("h. the machine enforces the same policy the diagram draws")
  func machineFollowsTheDrawnPolicy() async throws {
    let viewModel = FeedViewModel()
    let manager = FeedManager()
    let op = PagingFirstOperator(
      dataSource: viewModel, networkManager: manager, target: .feed(page: 1))
    let machine = StateMachine(operator: op)
    manager.enqueue(.success(.make(1, next: 2)))
    try await machine.trigger(.pullToRefresh)
    let refresh = Task { try await machine.trigger(.pullToRefresh) }
    _ = try await manager.request(at: 1)
    manager.enqueue(.success(.make(2, next: nil)))
    #expect(try await machine.trigger(.loadingMore).phase == .populated)
    await #expect(throws: TriggerError<RefreshAction>.superseded(by: .loadingMore)) {
      try await refresh.boundedValue("task refresh")
    }
  }
}
