extension WindowMachine {
  /// Refreshes with `policy`: cancels the loads in flight and starts the refresh load. The
  /// items stay until its page arrives. Without items it loads the initial key.
  public mutating func refresh(_ policy: RefreshPolicy = .replaceAll) -> [Action] {
    let anchorIndex = self.anchorIndex
    var actions = restart()
    failures = [:]
    guard hasLoaded, let anchorIndex, let pageIndex = window.pageIndex(ofItemAt: anchorIndex)
    else {
      plan = .replace(itemsBefore: nil)
      return actions + [start(.refresh, cursor: initialKey)]
    }
    switch policy {
    case .replaceAll:
      plan = .replace(itemsBefore: nil)
      actions.append(start(.refresh, cursor: initialKey))
    case .keepPosition:
      plan = .keep(
        anchor: window.items[anchorIndex].id, itemsBefore: itemsBefore(page: pageIndex),
        step: .center)
      actions.append(start(.refresh, cursor: window.pages[pageIndex].key))
    case .revalidateLoaded:
      plan = .revalidate
      let first = window.pages[0]
      actions.append(start(.refresh, cursor: first.key, validator: first.page.validator))
    }
    return actions
  }

  /// Reports that the row at `position` (among all rows, placeholders included) is on screen:
  /// loads the next page on either side when it is within the prefetch distance, or jumps
  /// when it is far beyond what is held.
  public mutating func positionDidAppear(_ position: Int) -> [Action] {
    lastPosition = max(0, position)
    return prefetch()
  }

  /// Shows `position`: when cursors can be computed from positions, loads the page there and
  /// replaces the window with it; otherwise walks there page by page as rows appear.
  public mutating func jump(to position: Int) -> [Action] {
    lastPosition = max(0, position)
    guard let pageAt else { return prefetch() }
    let target = pageAt(max(0, position))
    var actions = restart()
    failures = [:]
    plan = .replace(itemsBefore: target.itemsBefore)
    actions.append(start(.refresh, cursor: target.cursor))
    return actions
  }

  /// Comes back to a saved place: forgets the window and loads the anchor's page first.
  public mutating func restore(_ restoration: WindowRestoration<Query, Cursor, Item.ID>)
    -> [Action]
  {
    var actions = reset(to: restoration.query)
    lastPosition = restoration.itemsBefore
    if let id = restoration.anchorID {
      plan = .keep(anchor: id, itemsBefore: restoration.itemsBefore, step: .center)
    } else {
      plan = .replace(itemsBefore: restoration.itemsBefore)
    }
    actions.append(start(.refresh, cursor: restoration.cursor))
    return actions
  }

  /// A `Codable` record of where the user is: restore it after a relaunch.
  public func restoration() -> WindowRestoration<Query, Cursor, Item.ID> {
    guard let index = anchorIndex, let pageIndex = window.pageIndex(ofItemAt: index) else {
      return WindowRestoration(query: query, anchorID: nil, cursor: initialKey, itemsBefore: 0)
    }
    return WindowRestoration(
      query: query, anchorID: window.items[index].id, cursor: window.pages[pageIndex].key,
      itemsBefore: itemsBefore(page: pageIndex))
  }

  /// The page of `load` arrived. Dropped unless `load` is still in flight.
  public mutating func loaded(_ load: WindowLoad<Query, Cursor>, page: WindowPage<Item, Cursor>)
    -> [Action]
  {
    if page.isUnchanged, load.validator == nil {
      return failed(load, error: UnchangedPageWithoutValidator())  // nothing to keep
    }
    if bufferAhead(load, .success(page)) { return [] }
    guard loads[load.direction] == load else { return [] }
    loads[load.direction] = nil
    failures[load.direction] = nil
    let shownID = lastPosition.flatMap(itemID(at:))
    var actions: [Action] = []
    let change: WindowChange<Item.ID>?
    switch load.direction {
    case .prepend: change = window.prepend(page, key: load.cursor, protecting: lastPosition)
    case .append: change = appendWithAhead(page, key: load.cursor, actions: &actions)
    case .refresh: change = applyRefresh(load, page: page, actions: &actions)
    }
    actions += cancelLoadsPastTheEdges()
    guard let change else { return actions + prefetch() }
    if let shownID, let index = window.items.index(id: shownID) {
      lastPosition = window.placeholdersBefore + index
    }
    if !change.isEmpty { actions.append(.publish(change)) }
    if loads[.refresh] == nil || isRevalidating, !page.items.isEmpty { actions += prefetch() }
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
    if let failure = failures[.prepend], failure.load.cursor != window.previousCursor {
      failures[.prepend] = nil
    }
    if let failure = failures[.append], failure.load.cursor != window.nextCursor {
      failures[.append] = nil
    }
    if loads[.append] == nil, failures[.append] == nil { actions += cancelAhead() }
    return actions
  }

  /// The load `load` failed with `error`. Dropped unless `load` is still in flight; the
  /// items stay and ``retry()`` repeats the same page.
  public mutating func failed(_ load: WindowLoad<Query, Cursor>, error: any Error) -> [Action] {
    if bufferAhead(load, .failure(error)) { return [] }
    guard loads[load.direction] == load else { return [] }
    loads[load.direction] = nil
    failures[load.direction] = Failure(load: load, error: error)
    return []
  }
}
