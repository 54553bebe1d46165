import RefreshKit
import RefreshKitTesting

extension EngineHarness {
  /// The invariants, checked after every step.
  mutating func violations() -> [String] {
    var found = mismatches
    mismatches = []
    let ids = screen.viewModel.ids
    if ids != model.items { found.append("list \(ids), expected \(model.items)") }
    if !model.servedShiftedItems && Set(ids).count != ids.count {
      found.append("duplicate items in \(ids)")
    }
    found += freshnessViolations(ids)
    let requests = screen.manager.requests
    if requests.count != model.requestCount {
      found.append("\(requests.count) requests sent, expected \(model.requestCount)")
    }
    let live = requests.count { $0.status == .pending && !$0.cancellationRequested }
    if live > 1 { found.append("\(live) requests in flight") }
    if screen.machine.runningAction != model.running {
      found.append("running \(String(describing: screen.machine.runningAction))")
    }
    found += stateViolations()
    found += pagingViolations()
    return found
  }

  /// Every item comes from a request of the list's refresh that succeeded and was not cancelled.
  private func freshnessViolations(_ ids: [String]) -> [String] {
    let requests = screen.manager.requests
    return ids.compactMap { id in
      let index = Int(id.dropFirst().prefix { $0 != "-" }) ?? -1
      let fresh =
        requests.indices.contains(index) && index >= model.shownRefresh
        && requests[index].status == .succeeded && !requests[index].cancellationRequested
      return fresh ? nil : "item \(id) comes from a stale, cancelled or failed request"
    }
  }

  /// The machine's phase, the operator's last failure and the presentation.
  private func stateViolations() -> [String] {
    var found: [String] = []
    if screen.machine.currentState.phase != model.phase {
      found.append("state \(screen.machine.currentState), expected \(model.phase)")
    }
    let failure = screen.op.lastFailure.map { ($0.action, $0.attempt) }
    let expected = model.failure.map { ($0.direction, $0.attempt) }
    if failure?.0 != expected?.0 || failure?.1 != expected?.1 {
      found.append(
        "last failure \(String(describing: failure)), expected \(String(describing: expected))")
    }
    if list.presentation != model.presentation() {
      found.append("presentation \(list.presentation), expected \(model.presentation())")
    }
    return found
  }

  /// The ledger's cursor and page count.
  private func pagingViolations() -> [String] {
    let ledger = screen.op.ledger
    var found: [String] = []
    if ledger.nextCursor != model.nextCursor {
      found.append(
        "next cursor \(String(describing: ledger.nextCursor)), "
          + "expected \(String(describing: model.nextCursor))")
    }
    if ledger.hasLoaded != model.hasLoaded || ledger.pagesLoaded != model.pagesLoaded {
      found.append(
        "\(ledger.pagesLoaded) pages loaded (hasLoaded \(ledger.hasLoaded)), "
          + "expected \(model.pagesLoaded) (\(model.hasLoaded))")
    }
    return found
  }
}
