extension PagerMachine {
  /// Refreshes with `policy`: cancels the loads in flight and starts the refresh load. The
  /// items stay until its page arrives. Without items it loads the initial key; with a cache
  /// and nothing shown, it reads the cache's pages first, and `policy` says what the first load
  /// does with them (see ``cacheRead(_:now:)``).
  ///
  /// A ``RefreshPolicy/replaceAll`` refresh of pages whose first has a validator, with a
  /// loader that reads validators, revalidates them instead (``RefreshPolicy/revalidateLoaded``).
  /// `automatic` marks the first load a screen starts by itself: fresh cached pages answer it.
  package mutating func refresh(
    _ policy: RefreshPolicy = .replaceAll, automatic: Bool = false, readsCache: Bool = true
  ) -> [Action] {
    let anchorIndex = self.anchorIndex
    var actions = restart()
    directions.clearFailures()
    cacheRead = nil
    if readsCache, usesCache, !hasLoaded, window.pages.isEmpty {
      plan = .replace(itemsBefore: nil)
      // Without validators a first load back to the initial key need not wait for the cached
      // pages: both run. One that keeps their place waits for them.
      let beside = !revalidates && policy == .replaceAll
      cacheRead = CacheRead(automatic: automatic, beside: beside, policy: policy)
      actions.append(.readCache(query))
      if beside { actions.append(start(.refresh, cursor: initialKey)) }
      return actions
    }
    let first = window.pages.first
    let revalidating =
      policy == .revalidateLoaded
      || (policy == .replaceAll && revalidates && first?.page.validator != nil
        && first?.key == initialKey)
    if revalidating, let first {
      plan = .revalidate
      actions.append(start(.refresh, cursor: first.key, validator: first.page.validator))
      return actions
    }
    // Cached pages shown before the first page arrived keep their place too.
    guard policy == .keepPosition, let anchorIndex,
      let pageIndex = window.pageIndex(ofItemAt: anchorIndex)
    else {
      plan = .replace(itemsBefore: nil)
      return actions + [start(.refresh, cursor: initialKey)]
    }
    plan = .keep(
      anchor: window.items[anchorIndex].id, itemsBefore: itemsBefore(page: pageIndex),
      step: .center)
    actions.append(start(.refresh, cursor: window.pages[pageIndex].key))
    return actions
  }

  /// Whether a refresh runs for a new refresh to join: the cache read or the load of a
  /// refresh. The load of a jump (placed at a position) is not one: a refresh replaces it.
  package var isRefreshing: Bool {
    guard !isReadingCache else { return true }
    guard directions[.refresh].load != nil else { return false }
    if case .replace(itemsBefore: .some) = plan { return false }
    return true
  }

  /// Reports that the row at `position` (among the server's rows, placeholders included) is
  /// on screen: loads the next page on either side when it is within the prefetch distance,
  /// or jumps when it is far beyond what is held.
  package mutating func positionDidAppear(_ position: Int) -> [Action] {
    positionDidAppear(position, prefetchAt: position)
  }

  /// Reports that the row at `position` is on screen, as ``positionDidAppear(_:)``, but
  /// measures the prefetch from `prefetchPosition`: a trim keeps `position`, a refresh keeps
  /// its row, and the next page loads when `prefetchPosition` is within the prefetch distance
  /// of an end. A local filter reports its shown row's position and
  /// ``DerivedRows/prefetchPosition(ofShown:)``, so a filter that shows few rows does not make
  /// the list look far from its end.
  package mutating func positionDidAppear(_ position: Int, prefetchAt prefetchPosition: Int)
    -> [Action]
  {
    let shown = max(0, position)
    lastPosition = shown
    prefetchOffset = max(0, prefetchPosition) - shown
    if let eventSeconds { estimator.appeared(max(0, prefetchPosition), at: eventSeconds) }
    return prefetch()
  }

  /// Loads the next page now, unless one loads, it failed, or the end was reached.
  package mutating func loadMore() -> [Action] {
    guard hasLoaded, directions[.refresh].load == nil, directions[.append].load == nil,
      directions[.append].failure == nil,
      ahead.isEmpty, let cursor = window.nextCursor
    else { return [] }
    return [start(.append, cursor: cursor)]
  }

  /// Shows `position`: when cursors can be computed from positions, loads the page there and
  /// replaces the window with it; otherwise walks there page by page as rows appear.
  package mutating func jump(to position: Int) -> [Action] {
    lastPosition = max(0, position)
    guard let pageAt else { return prefetch() }
    let target = pageAt(max(0, position))
    var actions = restart()
    directions.clearFailures()
    plan = .replace(itemsBefore: target.itemsBefore)
    actions.append(start(.refresh, cursor: target.cursor))
    return actions
  }

  /// Comes back to a saved place: forgets the window and loads the anchor's page first. With
  /// a cache, its pages show meanwhile when they hold the anchor's page (see
  /// ``cacheRead(_:now:)``), and stay when that load fails.
  package mutating func restore(_ restoration: PagerRestoration<Query, Cursor, Item.ID>)
    -> [Action]
  {
    var actions = reset(to: restoration.query)
    lastPosition = restoration.itemsBefore
    if let id = restoration.anchorID {
      plan = .keep(anchor: id, itemsBefore: restoration.itemsBefore, step: .center)
    } else {
      plan = .replace(itemsBefore: restoration.itemsBefore)
    }
    if usesCache {
      cacheRead = CacheRead(
        automatic: false, beside: true, policy: .keepPosition, restoring: restoration)
      actions.append(.readCache(restoration.query))
    }
    actions.append(start(.refresh, cursor: restoration.cursor))
    return actions
  }

  /// A `Codable` record of where the user is: restore it after a relaunch.
  package func restoration() -> PagerRestoration<Query, Cursor, Item.ID> {
    guard let index = anchorIndex, let pageIndex = window.pageIndex(ofItemAt: index) else {
      return PagerRestoration(query: query, anchorID: nil, cursor: initialKey, itemsBefore: 0)
    }
    return PagerRestoration(
      query: query, anchorID: window.items[index].id, cursor: window.pages[pageIndex].key,
      itemsBefore: itemsBefore(page: pageIndex))
  }
}
