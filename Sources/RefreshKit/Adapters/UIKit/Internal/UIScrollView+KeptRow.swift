#if canImport(UIKit) && REFRESHKIT_UIKIT_VIEWS
  package import UIKit

  extension UIScrollView {
    /// Runs `apply`, then moves the content offset so the kept row sits where it sat: at the
    /// same distance from the top, or at the top when it was not shown. `frame` gives a row's
    /// frame in the content, for the layout of the moment.
    func keep<ID>(
      _ keep: PagerKeptRow<ID>?, frame: (Int) -> CGRect?, apply: () -> Void
    ) {
      self.keep(from: keep?.oldIndex, to: keep?.newIndex, frame: frame, apply: apply)
    }

    /// Runs `apply`, then moves the content offset so the row that was at `old` and is now at
    /// `new` sits where it sat: at the same distance from the top, or at the top when `old` is
    /// `nil` (it was not shown). Nothing moves when `new` is `nil`. `frame` gives a row's frame
    /// in the content, for the layout of the moment, for any kind of row index (a row of a
    /// one-section list, or a section and a row).
    package func keep<Index>(
      from old: Index?, to new: Index?, frame: (Index) -> CGRect?, apply: () -> Void
    ) {
      guard let new else { return apply() }
      let distance = old.flatMap(frame).map { $0.minY - contentOffset.y } ?? 0
      apply()
      layoutIfNeeded()
      guard let row = frame(new) else { return }
      contentOffset = CGPoint(x: contentOffset.x, y: row.minY - distance)
    }

    /// Shows `update` with ``keep(_:frame:apply:)``; while `opensAtBottom`, the first rows
    /// that arrive are shown from their last one, at the bottom of the screen (a chat opens at
    /// its newest message), and `opensAtBottom` becomes `false`.
    func show<ID>(
      _ update: PagerRowsUpdate<ID>, opensAtBottom: inout Bool, frame: (Int) -> CGRect?,
      apply: () -> Void
    ) {
      keep(update.keep, frame: frame, apply: apply)
      openAtBottom(
        lastRow: update.rows.ids.indices.last, opensAtBottom: &opensAtBottom, frame: frame)
    }

    /// While `opensAtBottom` and there is a `lastRow`, scrolls so that it sits at the bottom
    /// of the screen (a chat opens at its newest message), and `opensAtBottom` becomes `false`.
    package func openAtBottom<Index>(
      lastRow: Index?, opensAtBottom: inout Bool, frame: (Index) -> CGRect?
    ) {
      guard opensAtBottom, let lastRow else { return }
      opensAtBottom = false
      layoutIfNeeded()
      guard let row = frame(lastRow) else { return }
      let bottom = row.maxY + contentInset.bottom - bounds.height
      contentOffset = CGPoint(x: contentOffset.x, y: max(-contentInset.top, bottom))
    }
  }

  extension UITableView {
    /// Sets `tableHeaderView` to `header` and moves the content offset by the change in the
    /// header's height (``HeaderResize``), so the rows on screen stay where they are.
    package func setHeaderKeepingRows(_ header: UIView?) {
      let resize = HeaderResize(
        oldHeight: Double(tableHeaderView?.frame.height ?? 0),
        newHeight: Double(header?.frame.height ?? 0))
      tableHeaderView = header
      guard resize.movesRows else { return }
      layoutIfNeeded()
      let top = -Double(adjustedContentInset.top)
      let bottom = Double(contentSize.height + adjustedContentInset.bottom - bounds.height)
      let y = resize.contentOffset(from: Double(contentOffset.y), within: top...max(top, bottom))
      contentOffset = CGPoint(x: contentOffset.x, y: CGFloat(y))
    }
  }
#endif
