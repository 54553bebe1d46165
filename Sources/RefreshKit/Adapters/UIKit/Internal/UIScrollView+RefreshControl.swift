#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  import UIKit

  extension UIScrollView {
    /// Installs pull-to-refresh that tells `binding`, where the platform has a refresh control
    /// and the pager is refreshable (``Pager/isRefreshable``).
    func installRefreshControl<Query, Cursor, Item>(
      for binding: PagerListBinding<Query, Cursor, Item>
    ) {
      #if REFRESHKIT_REFRESH_CONTROL
        guard binding.showsRefreshControl else { return }
        let control = UIRefreshControl()
        control.addAction(
          UIAction { [weak binding] _ in binding?.refreshControlDidPull() }, for: .valueChanged)
        refreshControl = control
      #endif
    }

    /// Starts or stops the refresh control, when there is one.
    func updateRefreshControl(spinning: Bool) {
      #if REFRESHKIT_REFRESH_CONTROL
        guard let control = refreshControl else { return }
        if spinning, !control.isRefreshing { control.beginRefreshing() }
        if !spinning, control.isRefreshing { control.endRefreshing() }
      #endif
    }
  }
#endif
