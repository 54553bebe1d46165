extension PagerMachine {
  /// Where loading stands in each direction.
  ///
  /// A revalidation reports the refetch of its first page as the refresh and of every later
  /// page as an append (the list is usable meanwhile); while a refresh runs, an idle end is
  /// not reported as reached.
  package var loadStates: LoadStates {
    let startReached = hasLoaded ? window.reachedStart : initialKey == nil
    var refresh = state(of: .refresh, endReached: false)
    if cacheRead != nil, case .notLoading = refresh { refresh = .loading }
    var append = state(of: .append, endReached: hasLoaded && window.reachedEnd)
    if case .revalidate = plan,
      let load = directions[.refresh].load ?? directions[.refresh].failure?.load,
      load.cursor != window.pages.first?.key, case .notLoading = append
    {
      append = refresh
      refresh = .notLoading(endReached: false)
    }
    var prepend = state(of: .prepend, endReached: startReached)
    if refresh.isLoading {
      if case .notLoading = append { append = .notLoading(endReached: false) }
      if case .notLoading = prepend { prepend = .notLoading(endReached: false) }
    }
    return LoadStates(refresh: refresh, append: append, prepend: prepend)
  }

  private func state(of direction: Request.Direction, endReached: Bool) -> LoadState {
    if directions[direction].load != nil { return .loading }
    if let failure = directions[direction].failure ?? (direction == .append ? aheadFailure : nil) {
      return .failed(
        LoadFailure(direction: direction, error: failure.error, attempt: failure.load.attempt))
    }
    if direction == .append, !ahead.isEmpty { return .loading }
    return .notLoading(endReached: endReached)
  }

  /// Whether a load failed and waits for ``retry()``: at an end, a refresh, or a page ahead.
  package var hasFailedLoad: Bool {
    directions.hasFailure
      || ahead.contains { if case .failure? = $0.result { true } else { false } }
  }

  /// The failure an automatic retry is scheduled after: the last one, with its attempt.
  package var retryableFailure: (attempt: Int, error: any Error)? {
    let failure =
      directions[.refresh].failure ?? directions[.append].failure ?? directions[.prepend].failure
      ?? aheadFailure
    return failure.map { ($0.load.attempt, $0.error) }
  }

  /// Repeats what failed, in every direction, with the next attempt number; when nothing
  /// failed, or the server's paging broke (``PagingError``), refreshes instead. A failed
  /// refresh is repeated alone: the loads at the ends are cancelled, as for any refresh.
  package mutating func retry(refreshPolicy: RefreshPolicy = .replaceAll) -> [Action] {
    guard hasFailedLoad, !directions.failures.contains(where: { $0.error is any EndsPaging }) else {
      let refreshing = isRefreshing && !isRevalidating
      return refreshing ? [] : refresh(refreshPolicy)  // a refresh in flight is joined
    }
    if let failure = directions[.refresh].failure {
      let cancelled = restart()
      directions.clearFailures()
      return cancelled + [repeatLoad(of: failure)]
    }
    var actions: [Action] = []
    for index in ahead.indices {
      guard case .failure? = ahead[index].result else { continue }
      ahead[index].load.attempt += 1
      ahead[index].load = numbered(ahead[index].load)
      ahead[index].result = nil
      stamp(ahead[index].load)
      actions.append(.load(ahead[index].load))
    }
    for direction in [Request.Direction.prepend, .append] {
      guard directions[direction].load == nil, let failure = directions[direction].takeFailure()
      else { continue }
      actions.append(repeatLoad(of: failure))
    }
    return actions
  }

  /// Starts the failed load again, in the current generation, with the next attempt number.
  private mutating func repeatLoad(of failure: Failure) -> Action {
    var load = numbered(failure.load)
    load.attempt += 1
    load.generation = generation
    directions[load.direction].load = load
    stamp(load)
    return .load(load)
  }

  /// How many pages in a row may come empty before paging in that direction ends.
  static var maxEmptyPagesInARow: Int { 10 }

  /// The directions whose paging must end once `page` of `load` is applied: its cursor
  /// there points back at the page itself or at a page held, or too many pages in a row came
  /// empty. Read before the page is applied; ``retry()`` then refreshes.
  mutating func pagingProblems(_ load: Request, page: Page<Item, Cursor>) -> [(
    Request.Direction, PagingError<Cursor>
  )] {
    if load.direction == .refresh {
      guard case .replace = plan else { return [] }  // a kept place or a revalidation: no check
    }
    let checked: [Request.Direction] =
      load.direction == .refresh ? [.prepend, .append] : [load.direction]
    let checksHeld = load.direction != .refresh
    var problems: [(Request.Direction, PagingError<Cursor>)] = []
    for direction in checked {
      let empty = page.items.isEmpty ? directions[direction].emptyPagesInARow + 1 : 0
      directions[direction].emptyPagesInARow = empty
      guard let cursor = direction == .append ? page.next : page.previous else { continue }
      if cursor == load.cursor || (checksHeld && window.holdsPage(at: cursor)) {
        problems.append((direction, .repeatedCursor(cursor)))
      } else if empty >= Self.maxEmptyPagesInARow {
        problems.append((direction, .tooManyEmptyPages(empty)))
      }
    }
    return problems
  }
}
