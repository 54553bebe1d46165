import RefreshKit
import RefreshKitTesting
import Testing
import YLRefreshKit
import YLStateMachine

/// A view model that is its own data source and owns its controller: the usual screen.
@MainActor
final class SelfLoadingViewModel: DataSourceType {
  typealias Operator = RefreshOperator<SelfLoadingViewModel, FeedManager>
  var model: RepoPage?
  var targetInfo: (any Sendable)?
  private(set) var list: RefreshController<Operator>?

  init(manager: FeedManager) {
    list = RefreshController(
      operator: Operator(
        dataSource: self, networkManager: manager, target: .feed(page: 1), ownership: .weak))
  }
}

@MainActor
@Suite("DataSourceType: a class the operator owns, or holds weakly", .timeLimit(.minutes(1)))
struct DataSourceTypeTests {
  @Test("g. a view model owning controller, machine and operator is freed, and its load cancelled")
  func viewModelOwningItsControllerIsReleased() async throws {
    let manager = FeedManager()
    var viewModel: SelfLoadingViewModel? = SelfLoadingViewModel(manager: manager)
    weak let weakViewModel = viewModel
    weak let weakOperator = viewModel?.list?.operator
    weak let weakMachine = viewModel?.list?.machine
    viewModel?.list?.refresh()
    _ = try await manager.request(at: 0)
    viewModel = nil
    #expect(weakViewModel == nil)
    #expect(weakMachine == nil)
    #expect(manager.arrivedRequest(at: 0)?.cancellationRequested == true)
    #expect(manager.arrivedRequest(at: 0)?.status == .cancelled)
    // The operator lives only until its cancelled transition returns.
    _ = weakOperator
  }

  @Test("g. once a weakly held data source is gone, nothing is requested and the load fails")
  func goneDataSourceLoadsNothing() async throws {
    let manager = FeedManager()
    var viewModel: FeedViewModel? = FeedViewModel()
    let op = ObservedOperator(
      dataSource: try #require(viewModel), networkManager: manager, target: .feed(page: 1),
      ownership: .weak)
    let machine = StateMachine(operator: op)
    manager.enqueue(.success(.make(1, next: 2)))  // answered at once if it were sent
    viewModel = nil
    #expect(op.dataSource == nil)
    let state = try await machine.trigger(.pullToRefresh)
    #expect(state.error as? RefreshOperatorError == .dataSourceReleased)
    #expect(manager.requests.isEmpty)
    #expect(op.itemCount == 0)
  }

  @Test("g. a data source released while its page loads: the page is not applied")
  func dataSourceReleasedDuringLoad() async throws {
    let manager = FeedManager(honorsCancellation: false)
    var viewModel: FeedViewModel? = FeedViewModel()
    let op = ObservedOperator(
      dataSource: try #require(viewModel), networkManager: manager, target: .feed(page: 1),
      ownership: .weak)
    let machine = StateMachine(operator: op)
    let load = Task { try await machine.trigger(.pullToRefresh) }
    _ = try await manager.request(at: 0)
    viewModel = nil
    manager.respond(to: 0, with: .success(.make(1, next: 2)))
    #expect(try await load.boundedValue("task load").phase == .initial)
    #expect(op.dispositions == [.cancelled])
    #expect(!op.ledger.hasLoaded)
  }
}
