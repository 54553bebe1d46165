/// The selected row of a list and the first row on screen: pure, so every move is testable.
///
/// ```swift
/// var selection = ListSelection()
/// selection.move(by: 1, itemCount: 10, visibleRows: 5)
/// selection.index   // 1
/// ```
public struct ListSelection: Hashable, Sendable {
  /// The selected row (0 when the list is empty).
  public private(set) var index = 0
  /// The first row on screen.
  public private(set) var offset = 0

  /// Creates a selection at the top.
  public init() {}

  /// Moves by `delta` rows, clamped to the list, and scrolls so the selection stays visible.
  public mutating func move(by delta: Int, itemCount: Int, visibleRows: Int) {
    let (target, overflow) = index.addingReportingOverflow(delta)
    select(
      overflow ? (delta < 0 ? 0 : Int.max) : target, itemCount: itemCount, visibleRows: visibleRows)
  }

  /// Selects `row`, clamped to the list, and scrolls so it is visible.
  public mutating func select(_ row: Int, itemCount: Int, visibleRows: Int) {
    index = max(0, min(row, itemCount - 1))
    clamp(itemCount: itemCount, visibleRows: visibleRows)
  }

  /// Keeps the selection inside a list that changed size (a refresh, a new page).
  public mutating func clamp(itemCount: Int, visibleRows: Int) {
    let rows = max(1, visibleRows)
    index = max(0, min(index, itemCount - 1))
    if index < offset { offset = index }
    if index >= offset + rows { offset = index - rows + 1 }
    offset = max(0, min(offset, max(0, itemCount - rows)))
  }

  /// Back to the top (after a refresh with a new query).
  public mutating func reset() {
    index = 0
    offset = 0
  }
}
