public import Foundation

/// One page a ``PageCache`` keeps: the items, the cursor of the page after it, and when it
/// was stored.
///
/// ```swift
/// let page = CachedPage(items: repositories, next: 2, storedAt: Date())
/// ```
public struct CachedPage<Item: Sendable, Cursor: Sendable>: Sendable {
  /// The page's items, in order.
  public var items: [Item]
  /// The cursor of the page after this one; `nil` after the last page.
  public var next: Cursor?
  /// When the page was stored.
  public var storedAt: Date

  /// Creates a cached page.
  public init(items: [Item], next: Cursor?, storedAt: Date) {
    self.items = items
    self.next = next
    self.storedAt = storedAt
  }
}

extension CachedPage: Equatable where Item: Equatable, Cursor: Equatable {}
