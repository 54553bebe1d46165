/// The selected row of a scrolling list and the first row on screen: pure, so every move is
/// testable. Every list of the terminal apps scrolls through it.
///
/// ```swift
/// var viewport = ListViewport()
/// viewport.move(by: 7, itemCount: 10, height: 5)
/// viewport.selected                                  // 7
/// viewport.top                                       // 3
/// viewport.lastVisibleIndex(itemCount: 10, height: 5)   // 7
/// ```
public struct ListViewport: Hashable, Sendable {
  /// The selected row (0 when the list is empty).
  public private(set) var selected = 0
  /// The first row on screen.
  public private(set) var top = 0

  /// Creates a viewport at the top.
  public init() {}

  /// Moves the selection by `delta` rows (negative: up), clamped to the list, and scrolls so
  /// it stays on screen. Extreme deltas clamp instead of overflowing.
  public mutating func move(by delta: Int, itemCount: Int, height: Int) {
    let (target, overflow) = selected.addingReportingOverflow(delta)
    select(overflow ? (delta < 0 ? 0 : Int.max) : target, itemCount: itemCount, height: height)
  }

  /// Moves the selection by `pages` screenfuls (a screenful is `height` rows).
  public mutating func move(pages: Int, itemCount: Int, height: Int) {
    let (delta, overflow) = pages.multipliedReportingOverflow(by: max(1, height))
    move(
      by: overflow ? (pages < 0 ? Int.min : Int.max) : delta, itemCount: itemCount, height: height)
  }

  /// Selects `row`, clamped to the list, and scrolls so it is on screen.
  public mutating func select(_ row: Int, itemCount: Int, height: Int) {
    selected = row
    clamp(itemCount: itemCount, height: height)
  }

  /// Keeps the selection inside the list and on screen (after a resize or a new page).
  public mutating func clamp(itemCount: Int, height: Int) {
    let height = max(1, height)
    selected = max(0, min(selected, itemCount - 1))
    if selected < top { top = selected }
    if selected >= top + height { top = selected - height + 1 }
    top = max(0, min(top, max(0, itemCount - height)))
  }

  /// Moves the selection off a row that cannot be selected (a section header, a day line): to
  /// the nearest row `isSelectable` accepts in `direction` (positive: down), else the nearest
  /// the other way; it stays where it is when no row can be selected. Scrolls so the
  /// selection is on screen.
  ///
  /// ```swift
  /// var viewport = ListViewport()                       // row 0 is a header
  /// viewport.skip(direction: 1, itemCount: 10, height: 5) { $0 != 0 }
  /// viewport.selected                                   // 1
  /// viewport.top                                        // 0: the header stays on screen
  /// ```
  public mutating func skip(
    direction: Int, itemCount: Int, height: Int, isSelectable: (Int) -> Bool
  ) {
    clamp(itemCount: itemCount, height: height)
    guard itemCount > 0, !isSelectable(selected) else { return }
    let step = direction < 0 ? -1 : 1
    for candidate in [step, -step] {
      var row = selected + candidate
      while row >= 0, row < itemCount {
        if isSelectable(row) {
          select(row, itemCount: itemCount, height: height)
          return
        }
        row += candidate
      }
    }
  }

  /// The index of the last row on screen, or `nil` for an empty list.
  public func lastVisibleIndex(itemCount: Int, height: Int) -> Int? {
    guard itemCount > 0 else { return nil }
    return min(itemCount, top + max(1, height)) - 1
  }

  /// The indices on screen.
  public func visibleRange(itemCount: Int, height: Int) -> Range<Int> {
    let end = min(itemCount, top + max(0, height))
    return top < end ? top..<end : 0..<0
  }

  /// Rows changed above the screen: the row at `oldIndex` is now at `newIndex`. The screen
  /// and the selection move with it, so every row on screen stays on its line; a row that was
  /// not on screen (`oldIndex` `nil`: a restoration) is scrolled to the top and selected.
  ///
  /// ```swift
  /// var viewport = ListViewport()                 // rows 0… on screen, row 0 selected
  /// viewport.follow(rowFrom: 0, to: 30)           // 30 older rows arrived above
  /// viewport.top                                  // 30
  /// viewport.selected                             // 30
  /// ```
  public mutating func follow(rowFrom oldIndex: Int?, to newIndex: Int) {
    guard let oldIndex else {
      top = max(0, newIndex)
      selected = top
      return
    }
    let shift = newIndex - oldIndex
    top = max(0, top + shift)
    selected = max(0, selected + shift)
  }

  /// Selects `row` and scrolls so it is on the screen's line `screenLine` (0 the first), as far
  /// as the list's start allows: the user's place after the rows around it changed.
  ///
  /// ```swift
  /// var viewport = ListViewport()
  /// viewport.place(40, onScreenLine: 5)
  /// viewport.top                                  // 35
  /// ```
  public mutating func place(_ row: Int, onScreenLine screenLine: Int) {
    selected = max(0, row)
    top = max(0, selected - max(0, screenLine))
  }

  /// Back to the top, for a new list.
  public mutating func reset() {
    selected = 0
    top = 0
  }
}
