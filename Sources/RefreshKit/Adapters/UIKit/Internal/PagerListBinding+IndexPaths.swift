#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  import UIKit

  extension PagerListBinding {
    /// Reports rows (of a one-section list of ``PagerRow``s, placeholders included) about to
    /// appear, from a cell provider or a prefetch data source; near either end, the page there
    /// loads.
    func rowsWillAppear(atIndexPaths indexPaths: [IndexPath]) {
      rowsWillAppear(atPositions: indexPaths.lazy.filter { $0.section == 0 }.map(\.item))
    }
  }
#endif
