extension PagerMachine {
  /// Starts the loads the last position on screen calls for: a jump when it is far beyond
  /// the held items and cursors can be computed, else the next page on either side when at
  /// most the prefetch distance of rows (``prefetchDistance(forward:)``) is left before that end. Nothing after a failure in
  /// that direction, nor while a refresh runs, except a ``RefreshPolicy/revalidateLoaded`` one:
  /// the list stays usable while its pages are refetched, so its ends load (but do not jump).
  mutating func prefetch() -> [Action] {
    guard hasLoaded, directions[.refresh].load == nil || isRevalidating, let shown = lastPosition
    else { return [] }
    let position = max(0, shown + prefetchOffset)  // a filter's shown-distance position
    // Counted among the server's rows, as the trim counts: a local insert stands for the row
    // it follows, a hidden row still counts, so a trim never drops what this loads again.
    let index = serverPosition(ofShown: position) - window.placeholdersBefore
    let count = window.items.count
    let threshold = configuration.jumpThreshold
    if !isRevalidating, pageAt != nil, index < -threshold || index >= count + threshold {
      return jump(to: position)
    }
    var actions: [Action] = []
    // A user waiting at an end is not one who stopped: that end keeps its measured distance.
    let before = prefetchDistance(forward: false, atEnd: index <= 0)
    let atEnd = index >= count - 1
    let after = prefetchDistance(forward: true, atEnd: atEnd)
    let adaptive = configuration.prefetch.isAdaptive
    if adaptive {
      window.keepAround = min(
        max(configuration.prefetchDistance, before, after), estimator.longest)
    }
    if index <= before, let cursor = window.previousCursor, isIdle(.prepend),
      keepsLoadedPage(atStart: true, shown: shown)
    {
      actions.append(start(.prepend, cursor: cursor))
    }
    if index >= count - 1 - after, keepsLoadedPage(atStart: false, shown: shown) {
      if let cursor = window.nextCursor, isIdle(.append), ahead.isEmpty {
        actions.append(start(.append, cursor: cursor))
      }
      actions += fillPipeline(
        depth: pipelineDepth(atEnd: atEnd), reach: adaptive ? index + after : .max)
    }
    return actions
  }

  /// Whether the page a prefetch would load at the start or the end stays held. Always, but
  /// under a filter (a ``prefetchOffset``): the prefetch row is then ahead of the row on
  /// screen, `shown`, and a page the trim would drop again to keep that row is not loaded
  /// (it would load forever).
  private func keepsLoadedPage(atStart: Bool, shown: Int) -> Bool {
    prefetchOffset == 0
      || window.keepsLoadedPage(
        of: configuration.pageSize, atStart: atStart, protecting: serverPosition(ofShown: shown))
  }

  /// Whether a ``RefreshPolicy/revalidateLoaded`` refresh is refetching the held pages.
  package var isRevalidating: Bool {
    guard directions[.refresh].load != nil, case .revalidate = plan else { return false }
    return true
  }

  private func isIdle(_ direction: Request.Direction) -> Bool {
    directions[direction].load == nil && directions[direction].failure == nil
  }

  /// The index in the window's items of the row last on screen, clamped to the items held.
  var anchorIndex: Int? {
    guard !window.items.isEmpty else { return nil }
    let position = serverLastPosition ?? window.placeholdersBefore
    return min(max(position - window.placeholdersBefore, 0), window.items.count - 1)
  }

  /// The row last on screen among the server's rows (``lastPosition`` is among the rows shown).
  var serverLastPosition: Int? { lastPosition.map(serverPosition(ofShown:)) }

  /// The id of the item shown at `position` among all rows, if it is held.
  func itemID(at position: Int) -> Item.ID? {
    let index = position - window.placeholdersBefore
    return items.indices.contains(index) ? items[index].id : nil
  }

  /// The rows before the held page at `pageIndex`.
  func itemsBefore(page pageIndex: Int) -> Int {
    window.placeholdersBefore
      + window.pages[..<pageIndex].reduce(0) { $0 + $1.page.items.count }
  }
}
