import RefreshKit
/// A response that may point at the page after it.
///
/// `nextPage` is any cursor: a page number, an opaque token, a URL from a `Link` header.
/// `nil` means this was the last page.
///
/// ```swift
/// struct SearchPage: Pageable {
///   var nextPage: URL?
/// }
/// ```
public protocol Pageable: Sendable {
  /// The type that names a page. The seed used `Int`.
  associatedtype Cursor: Hashable & Sendable = Int
  /// The cursor of the next page, or `nil` on the last page.
  var nextPage: Cursor? { get set }
}
