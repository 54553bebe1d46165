/// Where a list's content offset goes when the header above its first row changes height
/// (the prepend header appears, changes, or goes away), so that the rows on screen stay where
/// they are.
///
/// A table's header is "the first item to appear in the table view's scrolling content": a
/// taller header pushes every row down by the difference, and a shorter one pulls them up.
/// Moving the content offset by the same difference keeps every row at its distance from the
/// top of the screen, whether or not the user is at the top: a "loading older" header arrives
/// above the screen, and the user scrolls up to it. The offset stays within the offsets the
/// content allows after the change, so where keeping the rows would scroll past an end (a
/// list shorter than the screen, a header on screen that goes away) the rows move by what it
/// takes, and no more. Pure; the UIKit glue only reads the heights and sets the offset.
struct HeaderResize: Hashable, Sendable {
  /// The header's height before the change; 0 when there was none.
  var oldHeight: Double
  /// The header's height after the change; 0 when there is none.
  var newHeight: Double

  /// Whether the rows would move: the height changed.
  var movesRows: Bool { oldHeight != newHeight }

  /// The content offset that keeps the rows in place, from `offset` before the change, within
  /// `range`, the offsets the content allows after it (from the top inset, negated, to the
  /// content's height plus the bottom inset less the screen's height).
  func contentOffset(from offset: Double, within range: ClosedRange<Double>) -> Double {
    min(max(offset + newHeight - oldHeight, range.lowerBound), range.upperBound)
  }
}
