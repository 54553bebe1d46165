public import Foundation

/// One page as a ``Pager``'s loader returns it: its items, the cursors of the pages on either
/// side, and the server's counts when it knows them (Android Paging 3's `LoadResult.Page`).
///
/// A forward-only list needs only the items and the next cursor; `nil` on the last page:
///
/// ```swift
/// Page(items: repositories, next: response.hasMore ? page + 1 : nil)
/// ```
///
/// A list that loads both ways also says where the page before starts (`previous`, `nil` on
/// the first page of the data) and, when the server counts its rows, how many lie before and
/// after the page, so the pager counts placeholders exactly:
///
/// ```swift
/// Page(items: messages, previous: page > 1 ? page - 1 : nil,
///      next: page < lastPage ? page + 1 : nil,
///      itemsBefore: (page - 1) * 50, itemsAfter: total - page * 50)
/// ```
///
/// A cursor is any value: a page number, an opaque token, a `Link` URL. When the loader was
/// sent a ``PageRequest/validator`` and the page did not change, it answers
/// ``unchanged(validator:freshUntil:)`` (HTTP 304) and the pager keeps its copy.
public struct Page<Item: Sendable, Cursor: Hashable & Sendable>: Sendable {
  /// The page's items, in server order.
  public var items: [Item]
  /// The cursor of the page before this one, or `nil` at the start of the data.
  public var previous: Cursor?
  /// The cursor of the next page, or `nil` when this is the last page.
  public var next: Cursor?
  /// How many items the server has before this page, when it knows.
  public var itemsBefore: Int?
  /// How many items the server has after this page, when it knows.
  public var itemsAfter: Int?
  /// What revalidates this page later (HTTP `ETag`/`Last-Modified`); `nil` when none.
  public var validator: PageValidator?
  /// Until when the page is fresh (HTTP `max-age`); `nil` when the source said nothing.
  public var freshUntil: Date?
  /// `true` when the source answered that the page is unchanged since the
  /// ``PageRequest/validator`` it was sent (HTTP 304): the pager keeps the page it holds,
  /// and the other properties but ``validator`` and ``freshUntil`` mean nothing.
  public var isUnchanged: Bool

  /// Creates a page.
  public init(
    items: [Item], previous: Cursor? = nil, next: Cursor? = nil, itemsBefore: Int? = nil,
    itemsAfter: Int? = nil, validator: PageValidator? = nil, freshUntil: Date? = nil
  ) {
    self.items = items
    self.previous = previous
    self.next = next
    self.itemsBefore = itemsBefore
    self.itemsAfter = itemsAfter
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
    var page = Self(items: [], validator: validator, freshUntil: freshUntil)
    page.isUnchanged = true
    return page
  }
}

extension Page: Equatable where Item: Equatable {}
extension Page: Hashable where Item: Hashable {}
