public import Foundation

/// One page a ``PageCache`` keeps: the ``Page`` as its loader returned it, the cursor it was
/// loaded with, and when it was stored.
///
/// The page carries the cursors around it, the server's counts and what revalidates it (its
/// ``PageValidator`` and how long it stays fresh), so a relaunch restores the window around the
/// place the user left. Pages stored without their ``key`` read as a forward list from the
/// first page.
///
/// ```swift
/// let cached = CachedPage(page: Page(items: repositories, next: 2), storedAt: Date())
/// ```
public struct CachedPage<Item: Sendable, Cursor: Hashable & Sendable>: Sendable {
  /// The page: its items, the cursors of the pages on either side, the server's counts, its
  /// validator and until when it is fresh.
  public var page: Page<Item, Cursor>
  /// The cursor the page was loaded with; `nil` for the first page of the data, or when the
  /// store did not keep it (the cursor is then the page before's `next`).
  public var key: Cursor?
  /// When the page was stored (or last confirmed unchanged by its source).
  public var storedAt: Date

  /// Creates a cached page.
  public init(page: Page<Item, Cursor>, key: Cursor? = nil, storedAt: Date) {
    self.page = page
    self.key = key
    self.storedAt = storedAt
  }
}

extension CachedPage: Equatable where Item: Equatable {}
