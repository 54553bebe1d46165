extension PagerMachine {
  /// What applying one page did, beyond the change of the window.
  struct Applied {
    /// A refresh replaced the server's items: removals end, local inserts keep their index.
    var refreshed = false
    /// The index of the page a revalidation replaced or confirmed in place.
    var revalidatedIndex: Int?
  }

  /// What a page's arrival needs from before it was applied.
  struct BeforeArrival {
    /// The id of the row last shown, to keep it where it is.
    var shownID: Item.ID?
    /// The server's items before a refresh (empty otherwise: holding them across an append
    /// would make the append copy every row held).
    var serverItems: IdentifiedItems<Item>
    /// The keys of the pages held, when a cache keeps them.
    var keys: [Cursor?]
  }

  /// The page of `load` arrived. Dropped unless `load` is still in flight. In order: the
  /// arrival is accepted, the page applied to the window, paging problems recorded, loads
  /// past the new edges cancelled, the change published, the cache written, and the next
  /// pages prefetched.
  package mutating func loaded(_ load: Request, page: Page<Item, Cursor>) -> [Action] {
    if page.isUnchanged, load.validator == nil {
      return failed(load, error: UnchangedPageWithoutValidator())  // nothing to keep
    }
    guard accept(load, page: page) else { return [] }
    let problems = page.isUnchanged ? [] : pagingProblems(load, page: page)
    let before = BeforeArrival(
      shownID: lastPosition.flatMap(itemID(at:)),
      serverItems: load.direction == .refresh ? window.items : IdentifiedItems(),
      keys: usesCache ? window.pages.map { $0.key } : [])
    var applied = Applied()
    var actions: [Action] = []
    let serverChange = applyToWindow(load, page: page, actions: &actions, applied: &applied)
    actions += record(problems, of: load)
    actions += cancelLoadsPastTheEdges()
    guard let serverChange else { return actions + prefetch() }
    actions += publish(serverChange, applied: applied, before: before)
    if let write = cacheWrite(
      after: load, oldKeys: before.keys, revalidated: applied.revalidatedIndex)
    {
      actions.append(.writeCache(write))
    }
    // An empty page too: the row shown still waits for rows, and the page's cursor may have
    // them (paging that only ever answers empty pages is ended by ``pagingProblems``).
    if directions[.refresh].load == nil || isRevalidating { actions += prefetch() }
    return actions
  }

  /// Accepts the arrival of `load`'s page: measures its latency, buffers it when it is a page
  /// ahead, and otherwise takes it only while `load` is its direction's load in flight, which
  /// then has no load, failure or failed load left.
  private mutating func accept(_ load: Request, page: Page<Item, Cursor>) -> Bool {
    measureLatency(of: load)
    if bufferAhead(load, .success(page)) { return false }
    guard directions[load.direction].load == load else { return false }
    directions[load.direction] = DirectionState(
      emptyPagesInARow: directions[load.direction].emptyPagesInARow)
    return true
  }

  /// Applies `page` to the window at the end `load` extends; returns the change of the
  /// server's rows, `nil` when nothing changed.
  private mutating func applyToWindow(
    _ load: Request, page: Page<Item, Cursor>, actions: inout [Action], applied: inout Applied
  ) -> ListChange<Item.ID>? {
    switch load.direction {
    case .prepend:
      window.prepend(page, key: load.cursor, protecting: serverLastPosition)
    case .append: appendWithAhead(page, key: load.cursor, actions: &actions)
    case .refresh: applyRefresh(load, page: page, actions: &actions, applied: &applied)
    }
  }

  /// Records the paging problems a page showed as failures of their directions; a broken
  /// append also cancels the pages loading ahead.
  private mutating func record(
    _ problems: [(Request.Direction, PagingError<Cursor>)], of load: Request
  ) -> [Action] {
    var actions: [Action] = []
    for (direction, problem) in problems {
      directions[direction].failure = Failure(load: load, error: problem)
      if direction == .append { actions += cancelAhead() }
    }
    return actions
  }

  /// Lays the edits over the server's change, keeps the row shown where it is, and publishes
  /// the change of the rows shown when there is one.
  private mutating func publish(
    _ serverChange: ListChange<Item.ID>, applied: Applied, before: BeforeArrival
  ) -> [Action] {
    if applied.refreshed { edits.refresh(from: before.serverItems, to: window.items) }
    let change = apply(serverChange, editsChanged: applied.refreshed)
    if applied.refreshed {
      lastPosition = anchor?.position ?? lastPosition  // a kept anchor, among the rows shown
    } else if let shownID = before.shownID, let index = items.index(id: shownID) {
      let offset = prefetchOffset  // the prefetch row moves with the row on screen
      lastPosition = window.placeholdersBefore + index
      prefetchOffset = offset
    }
    return !change.isEmpty || change.oldCount != change.newCount ? [.publish(change)] : []
  }

  /// Cancels a prepend or append whose cursor is no longer next to the window (a trim moved
  /// the edge while it ran), so no page that is not a neighbour is ever applied.
  mutating func cancelLoadsPastTheEdges() -> [Action] {
    var actions: [Action] = []
    if let load = directions[.prepend].load, load.cursor != window.previousCursor {
      directions[.prepend].load = nil
      actions.append(.cancel(load))
    }
    if let load = directions[.append].load, load.cursor != window.nextCursor {
      directions[.append].load = nil
      actions.append(.cancel(load))
    }
    if let failure = directions[.prepend].failure, !(failure.error is any EndsPaging),
      failure.load.cursor != window.previousCursor
    {
      directions[.prepend].failure = nil
    }
    if let failure = directions[.append].failure, !(failure.error is any EndsPaging),
      failure.load.cursor != window.nextCursor
    {
      directions[.append].failure = nil
    }
    if directions[.append].load == nil, directions[.append].failure == nil {
      actions += cancelAhead()
    }
    return actions
  }

  /// The load `load` failed with `error`. Dropped unless `load` is still in flight; the
  /// items stay and ``retry()`` repeats the same page. After a failed refresh the items left
  /// on screen stay usable: the row last shown may load the next page at its end.
  package mutating func failed(_ load: Request, error: any Error) -> [Action] {
    loadStarts[load] = nil
    if bufferAhead(load, .failure(error)) { return [] }
    guard directions[load.direction].load == load else { return [] }
    directions[load.direction].load = nil
    directions[load.direction].failure = Failure(load: load, error: error)
    directions[load.direction].lastFailed = load
    return load.direction == .refresh ? prefetch() : []
  }
}
