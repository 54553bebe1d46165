/// Where the page that holds an item position starts: what a ``Pager`` needs to
/// jump there without walking the pages in between.
///
/// Only cursors computable from a position allow it (page numbers, offsets):
///
/// ```swift
/// // 50 items a page, pages numbered from 1
/// let pageAt: @Sendable (Int) -> PagePosition<Int> = { position in
///   PagePosition(cursor: position / 50 + 1, itemsBefore: position / 50 * 50)
/// }
/// ```
public struct PagePosition<Cursor: Hashable & Sendable>: Hashable, Sendable {
  /// The cursor of the page.
  public var cursor: Cursor
  /// How many items come before the page's first item.
  public var itemsBefore: Int

  /// Creates the position of the page at `cursor`, after `itemsBefore` items.
  public init(cursor: Cursor, itemsBefore: Int) {
    self.cursor = cursor
    self.itemsBefore = itemsBefore
  }
}
