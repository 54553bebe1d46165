#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  import RefreshKit
  import UIKit

  /// What the seed's table and collection screens share: pull-to-refresh, the first load,
  /// reloading after each load that did not fail (the seed's `bindRefreshStateMachine`),
  /// load-more from the rows about to appear, and the load-more footer (the seed's MJRefresh
  /// footer: loading, no more data, failed with tap-to-retry). Every decision is
  /// ``RefreshController``'s or ``SeedFooterBinding``'s; the glue only draws.
  ///
  /// The footer is a `PagerFooterView`: the table's `tableFooterView`, or a subview of the
  /// collection view kept just below its content. The collection's data source is the
  /// operator's (the app's view model), so the glue cannot add a supplementary footer
  /// (`PagerFooterCell`): only the data source hands out supplementary views. A subview placed
  /// at `contentSize.height`, with room made for it in `contentInset.bottom`, needs nothing from
  /// the data source or the layout (a vertically scrolling layout, as the seed's screens had).
  ///
  /// The screen owns its controller and this glue; the glue holds its footer binding (which
  /// holds the controller the screen holds anyway), and neither the glue nor the completions it
  /// leaves with the machine hold the screen, so a screen released mid-load is freed at once.
  @MainActor
  final class SeedScreenGlue<Operator: RefreshOperating>: SeedFooterHost {
    private weak var refreshController: RefreshController<Operator>?
    private weak var scrollView: UIScrollView?
    private let afterRefreshed: (@MainActor () -> Void)?
    private var footer: SeedFooterBinding<Operator>?
    private var footerView: PagerFooterView?
    /// The table's own footer view (the app's), put back while the footer shows nothing.
    private var replacedTableFooter: UIView?
    /// The bottom inset added for the collection's footer.
    private var footerInset: CGFloat = 0

    init(refreshController: RefreshController<Operator>, afterRefreshed: (@MainActor () -> Void)?) {
      self.refreshController = refreshController
      self.afterRefreshed = afterRefreshed
    }

    /// Installs pull-to-refresh where the platform has it and the footer, then starts the
    /// first load.
    func start(in scrollView: UIScrollView) {
      self.scrollView = scrollView
      #if REFRESHKIT_REFRESH_CONTROL
        let control = UIRefreshControl()
        control.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
        scrollView.refreshControl = control
      #endif
      if let refreshController {
        let texts = refreshController.texts
        footerView = PagerFooterView(retryTitle: texts.retry, retryHint: texts.retryHint) {
          [weak self] in self?.footer?.retryTapped()
        }
        footer = SeedFooterBinding(controller: refreshController, host: self)
        footer?.start()
      }
      refresh()
    }

    /// Reports the last of `indexPaths` (rows about to appear); near the end, loads more and
    /// reloads when that load settles.
    func rowsWillAppear(at indexPaths: [IndexPath]) {
      guard let refreshController, let scrollView, let last = indexPaths.max(),
        let index = flatIndex(of: last, in: scrollView),
        refreshController.visibleRangeDidChange(lastVisibleIndex: index)
      else { return }
      footer?.update()
      // Joins the load-more just started (one request) to reload when it settles.
      refreshController.machine.trigger(.loadingMore) { [weak self] in self?.settled() }
    }

    /// Shows `footer` below the rows: as the table's footer view while it has something to
    /// show (the app's own footer view comes back after), or below the collection's content.
    func showFooter(_ footer: RefreshPresentation.Footer) {
      guard let footerView, let scrollView else { return }
      footerView.show(footer)
      if let table = scrollView as? UITableView {
        if footer.isVisible, table.tableFooterView !== footerView {
          replacedTableFooter = table.tableFooterView
          table.tableFooterView = footerView
        } else if !footer.isVisible, table.tableFooterView === footerView {
          table.tableFooterView = replacedTableFooter
          replacedTableFooter = nil
        }
      } else {
        if footerView.superview !== scrollView { scrollView.addSubview(footerView) }
        layoutFooter()
      }
    }

    /// The footer's retry loaded its page: reloads, as after any load that did not fail.
    func reloadRows() {
      settled()
    }

    /// Keeps the collection's footer just below its content, with room for it in the bottom
    /// inset while it shows. The screen calls it after every layout pass, when the content
    /// size may have changed; the table lays out its own footer view.
    func layoutFooter() {
      guard let footerView, let scrollView, !(scrollView is UITableView),
        footerView.superview === scrollView
      else { return }
      let height = footerView.isHidden ? 0 : footerView.bounds.height
      if height != footerInset {
        scrollView.contentInset.bottom += height - footerInset
        footerInset = height
      }
      let frame = CGRect(
        x: 0, y: scrollView.contentSize.height, width: scrollView.bounds.width,
        height: footerView.bounds.height)
      if footerView.frame != frame { footerView.frame = frame }
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
      footer?.update()
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
