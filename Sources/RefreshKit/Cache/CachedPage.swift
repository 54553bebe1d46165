public import Foundation

/// One page a ``PageCache`` keeps: the items, the cursors around it, when it was stored, and
/// what revalidates it (its ``PageValidator`` and how long it stays fresh).
///
/// A pager that loads both ways also keeps each page's own ``key`` (the cursor it was loaded
/// with), its ``previous`` cursor and the server's counts, so a relaunch restores the window
/// around the place the user left. Pages stored without them read as a forward list from the
/// first page.
///
/// ```swift
/// let page = CachedPage(items: repositories, next: 2, storedAt: Date())
/// ```
public struct CachedPage<Item: Sendable, Cursor: Sendable>: Sendable {
  /// The page's items, in order.
  public var items: [Item]
  /// The cursor of the page after this one; `nil` after the last page.
  public var next: Cursor?
  /// When the page was stored (or last confirmed unchanged by its source).
  public var storedAt: Date
  /// What asks the source whether the page changed; `nil` when the source gave none.
  public var validator: PageValidator?
  /// Until when the page is fresh (HTTP `Cache-Control: max-age`): a fresh page is not
  /// requested again on relaunch unless the user refreshes. `nil`: stale at once.
  public var freshUntil: Date?
  /// The cursor the page was loaded with; `nil` for the first page of the data, or when the
  /// store did not keep it (the cursor is then the page before's ``next``).
  public var key: Cursor?
  /// The cursor of the page before this one; `nil` at the start of the data.
  public var previous: Cursor?
  /// How many items the server had before this page, when it said.
  public var itemsBefore: Int?
  /// How many items the server had after this page, when it said.
  public var itemsAfter: Int?

  /// Creates a cached page.
  public init(
    items: [Item], next: Cursor?, storedAt: Date, validator: PageValidator? = nil,
    freshUntil: Date? = nil, key: Cursor? = nil, previous: Cursor? = nil,
    itemsBefore: Int? = nil, itemsAfter: Int? = nil
  ) {
    self.items = items
    self.next = next
    self.storedAt = storedAt
    self.validator = validator
    self.freshUntil = freshUntil
    self.key = key
    self.previous = previous
    self.itemsBefore = itemsBefore
    self.itemsAfter = itemsAfter
  }
}

extension CachedPage: Equatable where Item: Equatable, Cursor: Equatable {}
