extension PagerMachine {
  /// What applying one page did, beyond the change of the window.
  struct Applied {
    /// A refresh replaced the server's items: removals end, local inserts keep their index.
    var refreshed = false
    /// The index of the page a revalidation replaced or confirmed in place.
    var revalidatedIndex: Int?
  }

  /// The page of `load` arrived. Dropped unless `load` is still in flight.
  package mutating func loaded(_ load: Request, page: Page<Item, Cursor>) -> [Action] {
    if page.isUnchanged, load.validator == nil {
      return failed(load, error: UnchangedPageWithoutValidator())  // nothing to keep
    }
    measureLatency(of: load)
    if bufferAhead(load, .success(page)) { return [] }
    guard loads[load.direction] == load else { return [] }
    loads[load.direction] = nil
    failures[load.direction] = nil
    lastFailed[load.direction] = nil
    let problems = page.isUnchanged ? [] : pagingProblems(load, page: page)
    let shownID = lastPosition.flatMap(itemID(at:))
    // Kept only for a refresh (which replaces them anyway): holding the items across an
    // append would make the append copy every row held.
    let oldServerItems = load.direction == .refresh ? window.items : IdentifiedItems()
    let oldKeys = usesCache ? window.pages.map(\.key) : []
    var applied = Applied()
    var actions: [Action] = []
    let serverChange: ListChange<Item.ID>?
    switch load.direction {
    case .prepend:
      serverChange = window.prepend(page, key: load.cursor, protecting: serverLastPosition)
    case .append: serverChange = appendWithAhead(page, key: load.cursor, actions: &actions)
    case .refresh:
      serverChange = applyRefresh(load, page: page, actions: &actions, applied: &applied)
    }
    for (direction, problem) in problems {
      failures[direction] = Failure(load: load, error: problem)
      if direction == .append { actions += cancelAhead() }
    }
    actions += cancelLoadsPastTheEdges()
    guard let serverChange else { return actions + prefetch() }
    if applied.refreshed { edits.refresh(from: oldServerItems, to: window.items) }
    let change = apply(serverChange, editsChanged: applied.refreshed)
    if applied.refreshed {
      lastPosition = anchor?.position ?? lastPosition  // a kept anchor, among the rows shown
    } else if let shownID, let index = items.index(id: shownID) {
      lastPosition = window.placeholdersBefore + index
    }
    if !change.isEmpty || change.oldCount != change.newCount { actions.append(.publish(change)) }
    if let write = cacheWrite(after: load, oldKeys: oldKeys, revalidated: applied.revalidatedIndex)
    {
      actions.append(.writeCache(write))
    }
    // An empty page too: the row shown still waits for rows, and the page's cursor may have
    // them (paging that only ever answers empty pages is ended by ``pagingProblems``).
    if loads[.refresh] == nil || isRevalidating { actions += prefetch() }
    return actions
  }

  /// Cancels a prepend or append whose cursor is no longer next to the window (a trim moved
  /// the edge while it ran), so no page that is not a neighbour is ever applied.
  mutating func cancelLoadsPastTheEdges() -> [Action] {
    var actions: [Action] = []
    if let load = loads[.prepend], load.cursor != window.previousCursor {
      loads[.prepend] = nil
      actions.append(.cancel(load))
    }
    if let load = loads[.append], load.cursor != window.nextCursor {
      loads[.append] = nil
      actions.append(.cancel(load))
    }
    if let failure = failures[.prepend], !(failure.error is any EndsPaging),
      failure.load.cursor != window.previousCursor
    {
      failures[.prepend] = nil
    }
    if let failure = failures[.append], !(failure.error is any EndsPaging),
      failure.load.cursor != window.nextCursor
    {
      failures[.append] = nil
    }
    if loads[.append] == nil, failures[.append] == nil { actions += cancelAhead() }
    return actions
  }

  /// The load `load` failed with `error`. Dropped unless `load` is still in flight; the
  /// items stay and ``retry()`` repeats the same page. After a failed refresh the items left
  /// on screen stay usable: the row last shown may load the next page at its end.
  package mutating func failed(_ load: Request, error: any Error) -> [Action] {
    loadStarts[load] = nil
    if bufferAhead(load, .failure(error)) { return [] }
    guard loads[load.direction] == load else { return [] }
    loads[load.direction] = nil
    failures[load.direction] = Failure(load: load, error: error)
    lastFailed[load.direction] = load
    return load.direction == .refresh ? prefetch() : []
  }
}
