#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  package import UIKit

  extension UIScrollView {
    /// Installs pull-to-refresh that tells `binding`, where the platform has a refresh control
    /// and the pager is refreshable (``Pager/isRefreshable``).
    func installRefreshControl<Query, Cursor, Item>(
      for binding: PagerListBinding<Query, Cursor, Item>
    ) {
      installRefreshControl(when: binding.showsRefreshControl) { [weak binding] in
        binding?.refreshControlDidPull()
      }
    }

    /// Installs pull-to-refresh that calls `pulled`, where the platform has a refresh control
    /// and `shown` (the pager is refreshable); elsewhere does nothing.
    package func installRefreshControl(
      when shown: Bool, pulled: @escaping @MainActor () -> Void
    ) {
      #if REFRESHKIT_REFRESH_CONTROL
        guard shown else { return }
        let control = UIRefreshControl()
        control.addAction(UIAction { _ in pulled() }, for: .valueChanged)
        refreshControl = control
      #endif
    }

    /// Starts or stops the refresh control, when there is one.
    package func updateRefreshControl(spinning: Bool) {
      #if REFRESHKIT_REFRESH_CONTROL
        guard let control = refreshControl else { return }
        if spinning, !control.isRefreshing { control.beginRefreshing() }
        if !spinning, control.isRefreshing { control.endRefreshing() }
      #endif
    }
  }
#endif
