import RefreshKit
import RefreshKitTesting
import YLRefreshKit
import YLStateMachine

/// Drives the real stack (StateMachine, RefreshOperator, RefreshController,
/// ScriptedNetworkManager) and the reference model with the same events, and reports where
/// they disagree.
///
/// Every step waits on explicit events (a request arriving, a load settling), never on time;
/// each wait has a deadline (``timeout``), so an engine that never sends a request or never
/// settles a load fails with its seed instead of hanging the suite.
@MainActor
struct EngineHarness {
  /// How long any single wait may take before the step counts as broken.
  static let timeout: Duration = .seconds(2)
  /// The operator's `maxConsecutiveEmptyPages` in the harness: low, so runs reach it.
  static let maxEmptyPages = 2

  let screen: FeedScreen
  let list: RefreshController<ObservedOperator>
  var model: ReferenceModel
  private(set) var trace: [EngineEvent] = []
  var mismatches: [String] = []

  init(lastPage: Int, honorsCancellation: Bool) {
    screen = FeedScreen(honorsCancellation: honorsCancellation)
    screen.op.maxConsecutiveEmptyPages = Self.maxEmptyPages
    list = RefreshController(machine: screen.machine)
    model = ReferenceModel(
      lastPage: lastPage, honorsCancellation: honorsCancellation,
      maxEmptyPages: Self.maxEmptyPages)
  }

  /// Applies `event` to both and returns the invariants it broke (empty when none).
  mutating func apply(_ event: EngineEvent) async -> [String] {
    trace.append(event)
    switch event {
    case .refresh: await trigger(.pullToRefresh)
    case .loadMore: await trigger(.loadingMore)
    case .cancel:
      _ = model.cancel()
      screen.machine.cancelTransition()
    default: answer(event)
    }
    await waitForSettled()
    return violations()
  }

  /// Fails every pending request, then checks the final state.
  mutating func drain() async -> [String] {
    while let oldest = model.pending.first, mismatches.isEmpty {
      model.answer(oldest, with: nil)
      screen.manager.respond(to: oldest.index, with: .failure(ServerDown()))
      await waitForSettled()
    }
    var found = violations()
    if screen.op.settled.count != model.settledCount {
      found.append("settled \(screen.op.settled.count) loads, expected \(model.settledCount)")
    }
    return found
  }

  private mutating func waitForSettled() async {
    let count = model.settledCount
    if await !screen.op.waitForSettled(count, timeout: Self.timeout) {
      mismatches.append(
        "timed out: \(screen.op.settled.count) loads settled, expected \(count) (engine stuck?)")
    }
  }

  private mutating func trigger(_ action: RefreshAction) async {
    let outcome = model.trigger(action)
    screen.machine.trigger(action, completion: nil)
    guard case .starts(let expected, _) = outcome else { return }
    guard let request = await screen.manager.request(at: expected.index, timeout: Self.timeout)
    else {
      mismatches.append("timed out: request \(expected.index) (\(action)) was never sent")
      return
    }
    let load = request.load
    let sent = (load.direction, load.cursor, load.attempt, load.generation, load.target)
    let wanted = (
      expected.direction, expected.cursor, expected.attempt, expected.generation, expected.target
    )
    if sent != wanted {
      mismatches.append("request \(expected.index) sent \(sent), expected \(wanted)")
    }
  }

  private mutating func answer(_ event: EngineEvent) {
    guard let request = model.target(of: event) else { return }
    var page: RepoPage?
    if let shape = event.shape {
      page = model.page(for: request, shape: shape)
      if let page, request.live { model.noteServed(page) }
    }
    model.answer(request, with: page)
    let accepted = screen.manager.respond(
      to: request.index, with: page.map { .success($0) } ?? .failure(ServerDown()))
    if !accepted { mismatches.append("request \(request.index) was not pending") }
  }
}
