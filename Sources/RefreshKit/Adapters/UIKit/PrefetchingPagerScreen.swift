#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  public import UIKit

  /// A ``PagerScreen`` that loads more as rows are about to appear; what the seed called
  /// `AutoRefreshable`.
  ///
  /// Report rows from where they are created, not from scroll offsets or the delegate: the
  /// data source's cell provider and `UITableViewDataSourcePrefetching` /
  /// `UICollectionViewDataSourcePrefetching`. Whoever becomes the view's delegate, load-more
  /// keeps working.
  ///
  /// ```swift
  /// func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
  ///   rowsWillAppear(at: indexPaths)
  /// }
  /// ```
  @MainActor
  public protocol PrefetchingPagerScreen: PagerScreen {}

  extension PrefetchingPagerScreen {
    /// Reports rows (of a one-section list of ``PagerRow``s, placeholders included) about to
    /// appear; near either end, the page there loads.
    public func rowsWillAppear(at indexPaths: [IndexPath]) {
      listBinding.rowsWillAppear(
        atPositions: indexPaths.lazy.filter { $0.section == 0 }.map(\.item))
    }
  }
#endif
