import RefreshKit
extension RefreshOperator {
  func apply(_ page: Model, load: LoadRequest<Target>, ticket: PagingLedger<Cursor>.Ticket)
    -> RefreshState
  {
    switch ledger.succeed(ticket, nextCursor: page.nextPage, itemCount: page.itemCount) {
    case .stale:
      loadDidSettle(load, disposition: .discardedStale)
      return restingState
    case .apply(let replace):
      commit(page, replace: replace, target: load.target)
      lastFailure = nil
      loadDidSettle(load, disposition: .applied)
      return restingState
    case .applyEndingPaging(let replace, let problem):
      commit(page, replace: replace, target: load.target)
      lastFailure = RefreshFailure(action: load.direction, error: problem, attempt: load.attempt)
      loadDidSettle(load, disposition: .appliedEndingPaging)
      return errorHandling(problem)
    }
  }

  func record(_ error: any Error, load: LoadRequest<Target>, ticket: PagingLedger<Cursor>.Ticket)
    -> RefreshState
  {
    guard ledger.fail(ticket) else {
      loadDidSettle(load, disposition: .discardedStale)
      return restingState
    }
    lastFailure = RefreshFailure(action: load.direction, error: error, attempt: load.attempt)
    loadDidSettle(load, disposition: .failed)
    return errorHandling(error)
  }

  /// A load asked of an operator whose weakly held data source is gone: a failure the
  /// screen sees, never a silent no-op.
  func dataSourceReleased(_ action: RefreshAction) -> RefreshState {
    let error = RefreshOperatorError.dataSourceReleased
    lastFailure = RefreshFailure(action: action, error: error, attempt: 1)
    return errorHandling(error)
  }
}
