#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  import UIKit

  /// What the seed's table and collection screens share: pull-to-refresh, the first load,
  /// reloading after each load that did not fail (the seed's `bindRefreshStateMachine`), and
  /// load-more from the rows about to appear. Every decision is ``RefreshController``'s.
  ///
  /// The screen owns its controller and this glue; the glue and the completions it leaves with
  /// the machine hold nothing strongly, so a screen released mid-load is freed at once.
  @MainActor
  final class SeedScreenGlue<Operator: RefreshOperating> {
    private weak var refreshController: RefreshController<Operator>?
    private weak var scrollView: UIScrollView?
    private let afterRefreshed: (@MainActor () -> Void)?

    init(refreshController: RefreshController<Operator>, afterRefreshed: (@MainActor () -> Void)?) {
      self.refreshController = refreshController
      self.afterRefreshed = afterRefreshed
    }

    /// Installs pull-to-refresh where the platform has it, then starts the first load.
    func start(in scrollView: UIScrollView) {
      self.scrollView = scrollView
      #if REFRESHKIT_REFRESH_CONTROL
        let control = UIRefreshControl()
        control.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
        scrollView.refreshControl = control
      #endif
      refresh()
    }

    /// Reports the last of `indexPaths` (rows about to appear); near the end, loads more and
    /// reloads when that load settles.
    func rowsWillAppear(at indexPaths: [IndexPath]) {
      guard let refreshController, let scrollView, let last = indexPaths.max(),
        let index = flatIndex(of: last, in: scrollView),
        refreshController.visibleRangeDidChange(lastVisibleIndex: index)
      else { return }
      // Joins the load-more just started (one request) to reload when it settles.
      refreshController.machine.trigger(.loadingMore) { [weak self] in self?.settled() }
    }

    private func refresh() {
      refreshController?.refresh { [weak self] in self?.settled() }
    }

    /// The seed's completion handler: nothing is reloaded after a failure.
    private func settled() {
      guard let refreshController, let scrollView else { return }
      #if REFRESHKIT_REFRESH_CONTROL
        scrollView.refreshControl?.endRefreshing()
      #endif
      guard !refreshController.state.isError else { return }
      (scrollView as? UITableView)?.reloadData()
      (scrollView as? UICollectionView)?.reloadData()
      afterRefreshed?()
      // A first page shorter than the screen: its last row is already visible.
      if let table = scrollView as? UITableView, let visible = table.indexPathsForVisibleRows {
        rowsWillAppear(at: visible)
      } else if let collection = scrollView as? UICollectionView {
        rowsWillAppear(at: collection.indexPathsForVisibleItems)
      }
    }

    /// The flat index of `path`, counting the rows of the sections before it.
    private func flatIndex(of path: IndexPath, in scrollView: UIScrollView) -> Int? {
      if let table = scrollView as? UITableView {
        return (0..<path.section).reduce(path.item) { $0 + table.numberOfRows(inSection: $1) }
      }
      if let collection = scrollView as? UICollectionView {
        return (0..<path.section).reduce(path.item) {
          $0 + collection.numberOfItems(inSection: $1)
        }
      }
      return nil
    }
  }
#endif
