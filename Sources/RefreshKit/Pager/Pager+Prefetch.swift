extension Pager {
  /// Reports that the row at `index` of ``items`` appeared; loads the next page on the side
  /// it is near when it is within ``prefetchDistance`` of that end.
  ///
  /// Call it from SwiftUI's `onAppear` or UIKit's `willDisplay`: repeated calls for the same
  /// row are harmless (a row shown while a load runs is looked at again when the load
  /// settles, so a short page fills the screen), and nothing loads in a direction whose last
  /// load failed (use ``retry()``) or whose end was reached.
  ///
  /// ```swift
  /// ForEach(pager.items) { repo in
  ///   RepositoryRow(repo).onAppear { pager.itemDidAppear(id: repo.id) }
  /// }
  /// ```
  public func itemDidAppear(at index: Int) {
    positionDidAppear(placeholdersBefore + index)
  }

  /// Reports that the row of `id` appeared; see ``itemDidAppear(at:)``.
  public func itemDidAppear(id: Item.ID) {
    guard let index = items.index(id: id) else { return }
    itemDidAppear(at: index)
  }

  /// Reports that the row at `position` among all rows (placeholders included) is on screen:
  /// loads the next page on the side it is near, or jumps when it is far beyond the items
  /// held and ``canJump``.
  public func positionDidAppear(_ position: Int) {
    perform(
      machine.positionDidAppear(position, at: elapsed()), cause: .appeared(position: position))
  }

  /// Reports that the row at `position` is on screen (the row a trim keeps and a refresh
  /// keeps in place), and loads the next page when `prefetchPosition` is within
  /// ``prefetchDistance`` of an end. A screen under a local filter reports its shown row's
  /// ``DerivedRows/pagerPosition(of:)`` and ``DerivedRows/prefetchPosition(ofShown:)`` (see
  /// ``DerivedRowsDriver``).
  package func positionDidAppear(_ position: Int, prefetchAt prefetchPosition: Int) {
    perform(
      machine.positionDidAppear(position, prefetchAt: prefetchPosition, at: elapsed()),
      cause: .appeared(position: position))
  }

  /// Whether showing rows near the end may start a load-more now: a page is loaded, more
  /// remain, the last load-more did not fail and nothing is loading. Rows shown while a load
  /// runs are remembered and looked at again when it settles (see ``itemDidAppear(at:)``).
  package var canAutoLoadMore: Bool {
    hasLoaded && machine.nextCursor != nil && loadStates.append.failure == nil
      && !isLoading
  }
}
