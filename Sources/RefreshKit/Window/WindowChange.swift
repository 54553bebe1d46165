/// What one change of a ``WindowedPager`` did: the change of its loaded items, and the
/// placeholders counted before and after them.
///
/// A page trimmed from the top is `items.removedIndices` at the start and as many more
/// ``placeholdersBefore``: an adapter that draws placeholders reloads those rows in place,
/// one that does not shifts its content offset by their height, and the user's row stays put.
///
/// ```swift
/// pager.observeChanges { change in
///   let trimmedAbove = change.placeholdersBefore - change.oldPlaceholdersBefore
///   apply(change.items, keepingOffsetFor: trimmedAbove)
/// }
/// ```
public struct WindowChange<ID: Hashable & Sendable>: Hashable, Sendable {
  /// The change of the loaded items, by identity.
  public var items: ListChange<ID>
  /// Placeholders before the items, before this change.
  public var oldPlaceholdersBefore: Int
  /// Placeholders after the items, before this change.
  public var oldPlaceholdersAfter: Int
  /// Placeholders before the items now.
  public var placeholdersBefore: Int
  /// Placeholders after the items now.
  public var placeholdersAfter: Int

  /// Creates a change from its parts.
  public init(
    items: ListChange<ID>, oldPlaceholdersBefore: Int, oldPlaceholdersAfter: Int,
    placeholdersBefore: Int, placeholdersAfter: Int
  ) {
    self.items = items
    self.oldPlaceholdersBefore = oldPlaceholdersBefore
    self.oldPlaceholdersAfter = oldPlaceholdersAfter
    self.placeholdersBefore = placeholdersBefore
    self.placeholdersAfter = placeholdersAfter
  }

  /// Whether neither the items nor the placeholders changed.
  public var isEmpty: Bool {
    items.isEmpty && items.oldCount == items.newCount
      && oldPlaceholdersBefore == placeholdersBefore && oldPlaceholdersAfter == placeholdersAfter
  }
}
