extension PagerMachine {
  /// An append started ahead of the one at the edge, and what it returned so far.
  struct AheadLoad: Sendable {
    var load: Request
    var result: Result<Page<Item, Cursor>, any Error>?

    var isInFlight: Bool { result == nil }
  }

  /// Keeps up to `depth` appends in flight while one runs at the edge, when the
  /// cursor after a cursor can be computed and the page at the edge is not failed; each starts
  /// only while the rows requested end before index `reach` of the items (the row on screen
  /// plus the adaptive distance; unbounded with a fixed distance).
  mutating func fillPipeline(depth: Int, reach: Int = .max) -> [Action] {
    guard depth > 1, let cursorAfter, let head = directions[.append].load,
      var last = ahead.last?.load.cursor ?? head.cursor
    else { return [] }
    var actions: [Action] = []
    let pageSize = configuration.pageSize
    while ahead.count < depth - 1, pagesLeftAhead > ahead.count,
      reach >= window.items.count - 1 + (ahead.count + 1) * pageSize
    {
      last = cursorAfter(last)
      let load = numbered(
        Request(query: query, direction: .append, cursor: last, generation: generation))
      ahead.append(AheadLoad(load: load))
      stamp(load)
      actions.append(.load(load))
    }
    return actions
  }

  /// Pages the server still has after the one loading at the edge (unbounded when it does
  /// not count its items).
  private var pagesLeftAhead: Int {
    guard let after = window.pages.last?.page.itemsAfter else { return .max }
    let pageSize = configuration.pageSize
    return max(0, (after + pageSize - 1) / pageSize - 1)
  }

  /// Keeps the result of an append ahead; `false` when `load` is not one.
  mutating func bufferAhead(
    _ load: Request, _ result: Result<Page<Item, Cursor>, any Error>
  ) -> Bool {
    guard load.direction == .append, let index = ahead.firstIndex(where: { $0.load == load })
    else { return false }
    ahead[index].result = result
    return true
  }

  /// Appends the page at the edge and every page ahead that arrived in order after it, as one
  /// change. The first ahead still in flight becomes the load at the edge; the first that failed
  /// becomes the append's failure, so no later page lands before it is retried.
  mutating func appendWithAhead(
    _ page: Page<Item, Cursor>, key: Cursor?, actions: inout [Action]
  ) -> ListChange<Item.ID> {
    var arrived = [(page: page, key: key)]
    var expected = page.next
    while let first = ahead.first, first.load.cursor == expected {
      switch first.result {
      case .success(let next)?:
        ahead.removeFirst()
        arrived.append((next, first.load.cursor))
        expected = next.next
        continue
      case .failure(let error)?:
        ahead.removeFirst()
        directions[.append].failure = Failure(load: first.load, error: error)
      case nil:
        ahead.removeFirst()
        directions[.append].load = first.load
      }
      break
    }
    if directions[.append].load == nil, directions[.append].failure == nil {
      actions += cancelAhead()
    }
    return window.append(contentsOf: arrived, protecting: serverLastPosition)
  }

  /// The failure of an append ahead, shown while the edge's append is failed or idle.
  var aheadFailure: Failure? {
    for entry in ahead {
      if case .failure(let error)? = entry.result { return Failure(load: entry.load, error: error) }
    }
    return nil
  }

  /// Cancels every append ahead.
  mutating func cancelAhead() -> [Action] {
    let cancelled = ahead.filter { $0.isInFlight }.map { Action.cancel($0.load) }
    ahead = []
    return cancelled
  }
}
