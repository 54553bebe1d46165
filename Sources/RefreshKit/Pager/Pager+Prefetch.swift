extension Pager {
  /// Reports that the row at `index` appeared; loads the next page when it is within
  /// ``prefetchDistance`` of the end.
  ///
  /// Call it from SwiftUI's `onAppear` or UIKit's `willDisplay`: repeated calls for the same
  /// row are harmless (a row fires once per list length; a row shown while a load runs is
  /// looked at again when the load settles, so a short page fills the screen), and nothing
  /// loads while the last load-more failed (use ``retry()``) or the end was reached.
  ///
  /// ```swift
  /// ForEach(pager.items) { repo in
  ///   RepositoryRow(repo).onAppear { pager.itemDidAppear(id: repo.id) }
  /// }
  /// ```
  public func itemDidAppear(at index: Int) {
    lastAppearedIndex = index
    guard canAutoLoadMore,
      prefetch.visibleRangeDidChange(lastVisibleIndex: index, itemCount: items.count)
    else { return }
    start(.loadingMore)
  }

  /// Reports that the row of `id` appeared; see ``itemDidAppear(at:)``.
  public func itemDidAppear(id: Item.ID) {
    guard let index = items.index(id: id) else { return }
    itemDidAppear(at: index)
  }

  /// Whether showing rows near the end may start a load-more now: a page is loaded, more
  /// remain, the last load-more did not fail and nothing is loading. Rows shown while a load
  /// runs are remembered and looked at again when it settles (see ``itemDidAppear(at:)``).
  public var canAutoLoadMore: Bool {
    hasLoaded && machine.operator.canLoadMore && loadStates.append.failure == nil
      && machine.runningAction == nil
  }

  /// After a page arrived, loads the next one if the last row shown is still near the end
  /// (a short first page fills the screen). Bounded: each list length fires once.
  func fillIfShort() {
    guard let index = lastAppearedIndex else { return }
    itemDidAppear(at: index)
  }
}
