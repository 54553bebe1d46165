public import Foundation

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
  /// What revalidates this page later (HTTP `ETag`/`Last-Modified`); `nil` when none.
  public var validator: PageValidator?
  /// Until when the page is fresh (HTTP `max-age`); `nil` when the source said nothing.
  public var freshUntil: Date?
  /// `true` when the source answered that the page is unchanged since the
  /// ``PageRequest/validator`` it was sent (HTTP 304): the pager keeps the page it holds,
  /// and ``items`` and ``next`` of this value mean nothing.
  public var isUnchanged: Bool

  /// Creates a page.
  public init(
    items: [Item], next: Cursor? = nil, validator: PageValidator? = nil, freshUntil: Date? = nil
  ) {
    self.items = items
    self.next = next
    self.validator = validator
    self.freshUntil = freshUntil
    self.isUnchanged = false
  }

  /// The answer "the page is unchanged" to a request that carried a validator (HTTP 304).
  ///
  /// ```swift
  /// let page = Page<Repository, Int>.unchanged(validator: PageValidator(entityTag: #""a1""#))
  /// #expect(page.isUnchanged && page.items.isEmpty)
  /// ```
  public static func unchanged(validator: PageValidator? = nil, freshUntil: Date? = nil) -> Self {
    var page = Self(items: [], next: nil, validator: validator, freshUntil: freshUntil)
    page.isUnchanged = true
    return page
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
