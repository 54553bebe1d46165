/// A server's paging that cannot be followed without looping.
///
/// RefreshKit ends paging with one of these instead of requesting the same pages forever;
/// the items already loaded stay, and a pull-to-refresh starts over.
///
/// ```swift
/// if case .error(let error as PagingError<Int>) = machine.currentState { print(error) }
/// ```
public enum PagingError<Cursor: Hashable & Sendable>: Error, Hashable, CustomStringConvertible {
  /// The server named, as the next page, a cursor already loaded in this refresh generation.
  case repeatedCursor(Cursor)
  /// The server returned a page with no items but claimed there is a next one.
  case emptyPageClaimsMore(next: Cursor)

  /// A sentence for logs and status lines.
  public var description: String {
    switch self {
    case .repeatedCursor(let cursor):
      "The server repeated the page cursor \(cursor); paging stopped."
    case .emptyPageClaimsMore(let next):
      "The server returned an empty page that points to \(next); paging stopped."
    }
  }
}
