import RefreshKit
import RefreshKitTesting
import Testing
import YLRefreshKit
import YLStateMachine

/// Issue #20: "A view model created inline and owned only by its screen is released at once,
/// because the operator holds its data source weakly. Its targetInfo is dropped silently and
/// the screen never loads. The screen must own it, or the failure must be loud."
@MainActor
@Suite("A view model created inline, as in the seed's sample", .timeLimit(.minutes(1)))
struct InlineViewModelTests {
  /// What the seed's screen keeps: only its controller (machine, operator), never the view model.
  @MainActor
  final class SeedScreen {
    let refreshController: RefreshController<RefreshOperator<FeedViewModel, FeedManager>>

    init(refreshController: RefreshController<RefreshOperator<FeedViewModel, FeedManager>>) {
      self.refreshController = refreshController
    }
  }

  @Test("a view model created inline and owned only by its screen loads, with its targetInfo")
  func inlineViewModelIsOwnedByItsScreen() async throws {
    let manager = FeedManager()
    let screen = SeedScreen(
      refreshController: RefreshController(
        operator: RefreshOperator(
          dataSource: FeedViewModel(), networkManager: manager, target: .topic(id: "", page: 0))))
    // The seed's `secondViewController.refreshStateMachine.operator.dataSource.targetInfo = …`
    screen.refreshController.operator.dataSource?.targetInfo = "swift"
    manager.enqueue(.success(.make(1, next: 2)))
    let state = try await screen.refreshController.machine.trigger(.pullToRefresh)
    #expect(state.phase == .paginated)
    #expect(manager.requests.first?.load.target == .topic(id: "swift", page: 1))
    #expect(screen.refreshController.operator.dataSource?.ids == ["a1-0", "a1-1", "a1-2"])
  }

  @Test("the screen's release frees the view model it owned through its operator")
  func inlineViewModelIsReleasedWithItsScreen() {
    var screen: SeedScreen? = SeedScreen(
      refreshController: RefreshController(
        operator: RefreshOperator(
          dataSource: FeedViewModel(), networkManager: FeedManager(), target: .feed(page: 1))))
    weak let viewModel = screen?.refreshController.operator.dataSource
    #expect(viewModel != nil)
    screen = nil
    #expect(viewModel == nil)
  }

  @Test("a weakly held view model released before its first load fails loudly, never silently")
  func weaklyHeldInlineViewModelFailsLoudly() async throws {
    let manager = FeedManager()
    let list = RefreshController(
      operator: RefreshOperator(
        dataSource: FeedViewModel(), networkManager: manager, target: .feed(page: 1),
        ownership: .weak))
    let state = try await list.machine.trigger(.pullToRefresh)
    #expect(state.error as? RefreshOperatorError == .dataSourceReleased)
    #expect(list.operator.lastFailure?.action == .pullToRefresh)
    #expect(list.presentation.placeholder != .none)
    #expect(manager.requests.isEmpty)
  }
}
