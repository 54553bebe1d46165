import RefreshKit
import RefreshKitTesting
import StateMachine

/// Drives the real stack (StateMachine, RefreshOperator, ScriptedNetworkManager) and the
/// reference model with the same events, and reports where they disagree.
///
/// Every step waits on explicit events (a request arriving, a load settling), never on time.
@MainActor
struct EngineHarness {
  let screen: FeedScreen
  private(set) var model: ReferenceModel
  private(set) var trace: [EngineEvent] = []

  init(lastPage: Int, honorsCancellation: Bool) {
    screen = FeedScreen(honorsCancellation: honorsCancellation)
    model = ReferenceModel(lastPage: lastPage, honorsCancellation: honorsCancellation)
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
    case .succeedOldest, .succeedNewest: answer(event, succeeds: true)
    case .failOldest, .failNewest: answer(event, succeeds: false)
    }
    await screen.op.waitForSettled(model.settledCount)
    return violations()
  }

  /// Fails every pending request, then checks the final state.
  mutating func drain() async -> [String] {
    while let oldest = model.pending.first {
      _ = model.answer(oldest, succeeds: false)
      screen.manager.respond(to: oldest.index, with: .failure(ServerDown()))
      await screen.op.waitForSettled(model.settledCount)
    }
    var found = violations()
    if screen.op.settled.count != model.settledCount {
      found.append("settled \(screen.op.settled.count) loads, expected \(model.settledCount)")
    }
    return found
  }

  private mutating func trigger(_ action: RefreshAction) async {
    let outcome = model.trigger(action)
    screen.machine.trigger(action, completion: nil)
    guard case .starts(let expected, _) = outcome else { return }
    let load = await screen.manager.request(at: expected.index).load
    let sent = (load.direction, load.cursor, load.attempt, load.generation)
    let wanted = (expected.direction, expected.cursor, expected.attempt, expected.generation)
    if sent != wanted {
      mismatches.append("request \(expected.index) sent \(sent), expected \(wanted)")
    }
  }

  private var mismatches: [String] = []

  private mutating func answer(_ event: EngineEvent, succeeds: Bool) {
    guard let request = model.target(of: event) else { return }
    let page = ReferenceModel.page(
      request: request.index, cursor: request.cursor, lastPage: model.lastPage)
    _ = model.answer(request, succeeds: succeeds)
    let accepted = screen.manager.respond(
      to: request.index, with: succeeds ? .success(page) : .failure(ServerDown()))
    if !accepted { mismatches.append("request \(request.index) was not pending") }
  }

  /// The invariants, checked after every step.
  private mutating func violations() -> [String] {
    var found = mismatches
    mismatches = []
    let ids = screen.viewModel.ids
    let requests = screen.manager.requests
    if ids != model.items { found.append("list \(ids), expected \(model.items)") }
    if Set(ids).count != ids.count { found.append("duplicate items in \(ids)") }
    for id in ids {
      let index = Int(id.dropFirst().prefix { $0 != "-" }) ?? -1
      let fresh =
        requests.indices.contains(index) && index >= model.shownRefresh
        && requests[index].status == .succeeded && !requests[index].cancellationRequested
      if !fresh { found.append("item \(id) comes from a stale, cancelled or failed request") }
    }
    if requests.count != model.requestCount {
      found.append("\(requests.count) requests sent, expected \(model.requestCount)")
    }
    let live = requests.count { $0.status == .pending && !$0.cancellationRequested }
    if live > 1 { found.append("\(live) requests in flight") }
    if screen.machine.runningAction != model.running {
      found.append("running \(String(describing: screen.machine.runningAction))")
    }
    found += cursorViolations(itemCount: ids.count)
    return found
  }

  /// The cursor must match the pages loaded: page n + 1 after n pages, none after the last.
  private func cursorViolations(itemCount: Int) -> [String] {
    let ledger = screen.op.ledger
    var found: [String] = []
    if ledger.nextCursor != model.nextCursor {
      found.append(
        "next cursor \(String(describing: ledger.nextCursor)), expected \(String(describing: model.nextCursor))"
      )
    }
    guard ledger.hasLoaded else { return found }
    if ledger.pagesLoaded * 3 != itemCount {
      found.append("\(ledger.pagesLoaded) pages loaded but \(itemCount) items")
    }
    let expected = ledger.pagesLoaded < model.lastPage ? ledger.pagesLoaded + 1 : nil
    if ledger.nextCursor != expected {
      found.append(
        "after \(ledger.pagesLoaded) pages the cursor is \(String(describing: ledger.nextCursor))")
    }
    return found
  }
}
