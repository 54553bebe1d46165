import TerminalUI

/// The selected row and the first visible row of a scrolling list.
///
/// ```swift
/// var viewport = ListViewport()
/// viewport.move(.pageDown, itemCount: 120, height: 30)
/// viewport.lastVisibleIndex(itemCount: 120, height: 30)   // 59
/// ```
public struct ListViewport: Hashable, Sendable {
  /// The selected row.
  public private(set) var selected = 0
  /// The first row on screen.
  public private(set) var top = 0

  /// Creates a viewport at the top.
  public init() {}

  /// Moves the selection for a navigation key; returns whether the key was one.
  @discardableResult
  public mutating func move(_ key: Key, itemCount: Int, height: Int) -> Bool {
    let page = max(1, height - 1)
    switch key {
    case .up: selected -= 1
    case .down: selected += 1
    case .pageUp: selected -= page
    case .pageDown: selected += page
    case .home: selected = 0
    case .end: selected = itemCount - 1
    default: return false
    }
    clamp(itemCount: itemCount, height: height)
    return true
  }

  /// Keeps the selection inside the list and on screen (after a resize or a new list).
  public mutating func clamp(itemCount: Int, height: Int) {
    selected = min(max(0, selected), max(0, itemCount - 1))
    let height = max(1, height)
    if selected < top { top = selected }
    if selected >= top + height { top = selected - height + 1 }
    top = min(max(0, top), max(0, itemCount - height))
  }

  /// The index of the last row on screen, or `nil` for an empty list.
  public func lastVisibleIndex(itemCount: Int, height: Int) -> Int? {
    guard itemCount > 0 else { return nil }
    return min(itemCount, top + max(1, height)) - 1
  }

  /// Back to the top, for a new list.
  public mutating func reset() {
    selected = 0
    top = 0
  }
}
