#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  import UIKit

  /// A ``Refreshable`` screen that loads more as the user scrolls: the seed's `AutoRefreshable`.
  ///
  /// Call ``refreshableViewDidScroll()`` from `scrollViewDidScroll(_:)`; it reports the last
  /// visible row to ``RefreshController/visibleRangeDidChange(lastVisibleIndex:)``, which
  /// loads more within the controller's prefetch distance and never twice for one position.
  ///
  /// ```swift
  /// override func scrollViewDidScroll(_ scrollView: UIScrollView) {
  ///   refreshableViewDidScroll()
  /// }
  /// ```
  @MainActor
  public protocol AutoRefreshable: Refreshable {}

  extension AutoRefreshable {
    /// Reports the last visible row of a table or collection view, then reloads when a
    /// load-more it started settles.
    public func refreshableViewDidScroll() {
      guard let last = lastVisibleIndex() else { return }
      guard refreshController.visibleRangeDidChange(lastVisibleIndex: last) else { return }
      let machine = refreshController.machine
      Task { [weak self] in
        // Joins the load-more just started (one request) to reload when it settles.
        _ = try? await machine.trigger(.loadingMore)
        self?.reloadRefreshableView()
      }
    }

    /// The flat index of the last visible row, counting the rows of earlier sections.
    private func lastVisibleIndex() -> Int? {
      if let table = refreshableView as? UITableView,
        let path = table.indexPathsForVisibleRows?.max()
      {
        return (0..<path.section).reduce(path.row) { $0 + table.numberOfRows(inSection: $1) }
      }
      if let collection = refreshableView as? UICollectionView,
        let path = collection.indexPathsForVisibleItems.max()
      {
        return (0..<path.section).reduce(path.item) {
          $0 + collection.numberOfItems(inSection: $1)
        }
      }
      return nil
    }
  }
#endif
