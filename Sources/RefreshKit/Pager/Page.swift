/// One page as a ``Pager``'s loader returns it: the items and the cursor of the next page.
///
/// `next` is any cursor: a page number, an opaque token, a `Link` URL; `nil` on the last page.
///
/// ```swift
/// Page(items: repositories, next: response.hasMore ? page + 1 : nil)
/// ```
public struct Page<Item: Sendable, Cursor: Hashable & Sendable>: ModelType {
  /// The page's items, in server order.
  public var items: [Item]
  /// The cursor of the next page, or `nil` when this is the last page.
  public var next: Cursor?

  /// Creates a page.
  public init(items: [Item], next: Cursor? = nil) {
    self.items = items
    self.next = next
  }

  /// The seed's name for ``next``.
  public var nextPage: Cursor? {
    get { next }
    set { next = newValue }
  }

  /// The items grow page by page.
  public var pageablePropertyPath: WritableKeyPath<Page, [Item]>? { \.items }
}

extension Page: Equatable where Item: Equatable {}
extension Page: Hashable where Item: Hashable {}
