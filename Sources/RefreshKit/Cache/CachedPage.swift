public import Foundation

/// One page a ``PageCache`` keeps: the items, the cursor of the page after it, when it was
/// stored, and what revalidates it (its ``PageValidator`` and how long it stays fresh).
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

  /// Creates a cached page.
  public init(
    items: [Item], next: Cursor?, storedAt: Date, validator: PageValidator? = nil,
    freshUntil: Date? = nil
  ) {
    self.items = items
    self.next = next
    self.storedAt = storedAt
    self.validator = validator
    self.freshUntil = freshUntil
  }
}

extension CachedPage: Equatable where Item: Equatable, Cursor: Equatable {}
