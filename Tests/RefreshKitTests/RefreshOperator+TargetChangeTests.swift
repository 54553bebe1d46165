import RefreshKit
import RefreshKitTesting
import Testing
import YLRefreshKit
import YLStateMachine

/// Issue 9, defect a: a refresh for another target is another list.
@MainActor
@Suite("RefreshOperator: a new target preempts the old one's load", .timeLimit(.minutes(1)))
struct RefreshOperatorTargetChangeTests {
  @Test(
    "a. a refresh for a different target does not join the running one",
    arguments: [true, false])
  func refreshForDifferentTargetPreempts(honorsCancellation: Bool) async throws {
    let screen = FeedScreen(honorsCancellation: honorsCancellation)
    let old = Task { try await screen.machine.trigger(.pullToRefresh) }
    _ = try await screen.manager.request(at: 0)
    screen.op.target = .topic(id: "swift", page: 1)
    let new = Task { try await screen.machine.trigger(.pullToRefresh) }
    // Bounded: an engine that joins the old refresh never sends this request.
    let second = try #require(await screen.manager.request(at: 1, timeout: .seconds(5)))
    #expect(second.load.target == .topic(id: "", page: 1))
    #expect(screen.manager.arrivedRequest(at: 0)?.cancellationRequested == true)
    // The old target's page arrives late (when the server ignores cancellation): discarded.
    screen.manager.respond(to: 0, with: .success(.make(1, tag: "old", next: 2)))
    screen.manager.respond(to: 1, with: .success(.make(1, tag: "new", next: 2)))
    #expect(try await new.boundedValue("task new").phase == .paginated)
    await #expect(throws: TriggerError<RefreshAction>.superseded(by: .pullToRefresh)) {
      try await old.boundedValue("task old")
    }
    try await screen.op.waitForSettled(2)
    #expect(screen.viewModel.ids == ["new1-0", "new1-1", "new1-2"])
    #expect(screen.op.target == .topic(id: "", page: 1))
    #expect(screen.manager.requests.count == 2)
  }

  @Test("a. a load-more for the old target is rejected once the target changed")
  func loadMoreAfterTargetChangeIsRejected() async throws {
    let screen = FeedScreen()
    try await screen.loadFirstPage()
    let loadMore = Task { try await screen.machine.trigger(.loadingMore) }
    _ = try await screen.manager.request(at: 1)
    screen.op.target = .topic(id: "swift", page: 1)
    await #expect(throws: TriggerError<RefreshAction>.rejected(.busy, running: .loadingMore)) {
      try await screen.machine.trigger(.loadingMore)
    }
    screen.manager.respond(to: 1, with: .success(.make(2, next: 3)))
    #expect(try await loadMore.boundedValue("task loadMore").phase == .paginated)
    // The page of the old target is not applied and does not write the old target back.
    #expect(screen.op.target == .topic(id: "swift", page: 1))
    #expect(screen.viewModel.ids.count == 3)
    #expect(screen.op.dispositions.last == .discardedStale)
  }
}
