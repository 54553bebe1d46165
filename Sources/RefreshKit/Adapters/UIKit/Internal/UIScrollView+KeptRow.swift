#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  import UIKit

  extension UIScrollView {
    /// Runs `apply`, then moves the content offset so the kept row sits where it sat: at the
    /// same distance from the top, or at the top when it was not shown. `frame` gives a row's
    /// frame in the content, for the layout of the moment.
    func keep<ID>(
      _ keep: PagerKeptRow<ID>?, frame: (Int) -> CGRect?, apply: () -> Void
    ) {
      guard let keep else { return apply() }
      let distance = keep.oldIndex.flatMap(frame).map { $0.minY - contentOffset.y } ?? 0
      apply()
      layoutIfNeeded()
      guard let row = frame(keep.newIndex) else { return }
      contentOffset = CGPoint(x: contentOffset.x, y: row.minY - distance)
    }
  }
#endif
