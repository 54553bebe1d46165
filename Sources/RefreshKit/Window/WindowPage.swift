public import Foundation

/// One page as a ``WindowedPager``'s loader returns it: its items and the cursors of the
/// pages on either side, with the server's counts when it knows them.
///
/// `previous` is `nil` on the first page of the data, `next` on the last. `itemsBefore` and
/// `itemsAfter` (Paging 3's `itemsBefore`/`itemsAfter`) let the pager count placeholders
/// exactly; leave them `nil` when the server does not say.
///
/// ```swift
/// WindowPage(items: messages, previous: page > 1 ? page - 1 : nil,
///            next: page < lastPage ? page + 1 : nil,
///            itemsBefore: (page - 1) * 50, itemsAfter: total - page * 50)
/// ```
///
/// A ``RefreshPolicy/revalidateLoaded`` refresh sends each held page's ``validator`` in
/// ``WindowLoad/validator``; the loader may then answer ``unchanged(validator:freshUntil:)``
/// (HTTP 304) and the pager keeps the page it holds, publishing nothing.
public struct WindowPage<Item: Sendable, Cursor: Hashable & Sendable>: Sendable {
  /// The page's items, in server order.
  public var items: [Item]
  /// The cursor of the page before this one, or `nil` at the start of the data.
  public var previous: Cursor?
  /// The cursor of the page after this one, or `nil` at the end of the data.
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
  /// ``WindowLoad/validator`` it was sent: the pager keeps the page it holds, and the other
  /// properties but ``validator`` and ``freshUntil`` mean nothing.
  public var isUnchanged = false

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
  }

  /// The answer "the page is unchanged" to a load that carried a validator (HTTP 304).
  ///
  /// ```swift
  /// if response.statusCode == 304 { return .unchanged(validator: load.validator) }
  /// ```
  public static func unchanged(validator: PageValidator? = nil, freshUntil: Date? = nil) -> Self {
    var page = Self(items: [], validator: validator, freshUntil: freshUntil)
    page.isUnchanged = true
    return page
  }
}

extension WindowPage: Equatable where Item: Equatable {}
