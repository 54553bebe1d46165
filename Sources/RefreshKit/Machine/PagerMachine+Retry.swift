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
    if case .revalidate = plan, let load = loads[.refresh] ?? failures[.refresh]?.load,
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
    if loads[direction] != nil { return .loading }
    if let failure = failures[direction] ?? (direction == .append ? aheadFailure : nil) {
      return .failed(
        LoadFailure(direction: direction, error: failure.error, attempt: failure.load.attempt))
    }
    if direction == .append, !ahead.isEmpty { return .loading }
    return .notLoading(endReached: endReached)
  }

  /// Whether a load failed and waits for ``retry()``: at an end, a refresh, or a page ahead.
  package var hasFailedLoad: Bool {
    !failures.isEmpty || ahead.contains { if case .failure? = $0.result { true } else { false } }
  }

  /// The failure an automatic retry is scheduled after: the last one, with its attempt.
  package var retryableFailure: (attempt: Int, error: any Error)? {
    let failure = failures[.refresh] ?? failures[.append] ?? failures[.prepend] ?? aheadFailure
    return failure.map { ($0.load.attempt, $0.error) }
  }

  /// Repeats what failed, in every direction, with the next attempt number; when nothing
  /// failed, or the server's paging broke (``PagingError``), refreshes instead. A failed
  /// refresh is repeated alone: the loads at the ends are cancelled, as for any refresh.
  package mutating func retry(refreshPolicy: RefreshPolicy = .replaceAll) -> [Action] {
    guard hasFailedLoad, !failures.values.contains(where: { $0.error is any EndsPaging }) else {
      let refreshing = isRefreshing && !isRevalidating
      return refreshing ? [] : refresh(refreshPolicy)  // a refresh in flight is joined
    }
    if let failure = failures[.refresh] {
      let cancelled = restart()
      failures = [:]
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
      guard loads[direction] == nil, let failure = failures.removeValue(forKey: direction)
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
    loads[load.direction] = load
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
    let directions: [Request.Direction] =
      load.direction == .refresh ? [.prepend, .append] : [load.direction]
    let checksHeld = load.direction != .refresh
    var problems: [(Request.Direction, PagingError<Cursor>)] = []
    for direction in directions {
      let empty = page.items.isEmpty ? (emptyPagesInARow[direction] ?? 0) + 1 : 0
      emptyPagesInARow[direction] = empty
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
