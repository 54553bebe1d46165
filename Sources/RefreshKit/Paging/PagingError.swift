/// A server's paging that cannot be followed without looping.
///
/// RefreshKit ends paging with one of these instead of requesting the same pages forever;
/// the items already loaded stay, the footer offers no retry, and a pull-to-refresh starts
/// over.
///
/// ```swift
/// if let error = pager.loadStates.append.failure?.error as? PagingError<Int> { print(error) }
/// ```
public enum PagingError<Cursor: Hashable & Sendable>: Error, Hashable, CustomStringConvertible {
  /// The server named, as the next page, a cursor already loaded in this refresh generation.
  case repeatedCursor(Cursor)
  /// The server returned this many empty pages in a row, each pointing at a new next page.
  /// One empty page with a new cursor is not an error: token APIs send them when a filter
  /// removed a page's items.
  case tooManyEmptyPages(Int)

  /// A sentence for logs and status lines.
  public var description: String {
    switch self {
    case .repeatedCursor(let cursor):
      "The server repeated the page cursor \(cursor); paging stopped."
    case .tooManyEmptyPages(let count):
      "The server returned \(count) empty pages in a row; paging stopped."
    }
  }
}
