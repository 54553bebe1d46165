extension Pager {
  /// Reports that the row at `index` appeared; loads the next page when it is within
  /// ``prefetchDistance`` of the end.
  ///
  /// Call it from SwiftUI's `onAppear` or UIKit's `willDisplay`: repeated calls for the same
  /// row are harmless (a load in flight is joined, a row fires once per list length), and
  /// nothing loads while the last load-more failed (use ``retry()``) or the end was reached.
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

  /// Whether showing rows near the end may start a load-more now.
  public var canAutoLoadMore: Bool {
    hasLoaded && machine.operator.canLoadMore && loadStates.append.failure == nil
      && !loadStates.refresh.isLoading
  }

  /// After a page arrived, loads the next one if the last row shown is still near the end
  /// (a short first page fills the screen). Bounded: each list length fires once.
  func fillIfShort() {
    guard let index = lastAppearedIndex else { return }
    itemDidAppear(at: index)
  }
}
