/// One row of a list that shows a pager's items through a ``DerivedRowsLayout``: an item, a
/// separator between two shown items, or a placeholder (a row the pager counts but does not
/// hold).
///
/// Every identifier is unique among all the rows of all sections, and stable:
/// - an item is its id, wherever it moves (another section included);
/// - a separator is the value the layout returned (the day, say), in its section: it survives
///   prepends, appends, trims, refreshes and edits as long as the layout returns it between
///   the same section's shown items. When a section shows the same value more than once, the
///   first keeps `repeat` 0 and each later one counts up (1, 2, …), in the section's order;
///   only those repeats are renamed when an earlier repeat comes or goes;
/// - a placeholder is its position among the pager's positions, like `PagerRow.placeholder(_:)`.
///
/// ```swift
/// switch row {
/// case .item(let id): configure(cell, with: pager.items[id: id])
/// case .separator(let day, _, _): configureDayLine(cell, day)
/// case .placeholder: configurePlaceholder(cell)
/// }
/// ```
public enum DerivedRow<
  ItemID: Hashable & Sendable, Key: Hashable & Sendable, Separator: Hashable & Sendable
>: Hashable, Sendable {
  /// The row of the item with this id.
  case item(ItemID)
  /// The separator the layout returned, in the section keyed `section`; `repeat` counts the
  /// earlier separators of the same value in that section.
  case separator(Separator, section: Key, repeat: Int)
  /// A row not loaded (or trimmed), at this position among the pager's positions.
  case placeholder(Int)

  /// The item's id, or `nil` for a separator or a placeholder.
  public var itemID: ItemID? {
    if case .item(let id) = self { return id }
    return nil
  }
}

/// One section of a list that shows a pager's items through a ``DerivedRowsLayout``.
///
/// The items' sections are named by their key (their header shows it). The pager's
/// placeholders never know their key, so the placeholders before the items make a section of
/// their own at the top, and those after the items one at the bottom; each is there only while
/// it has rows.
public enum DerivedSection<Key: Hashable & Sendable>: Hashable, Sendable {
  /// The placeholders before the items (rows not loaded, or trimmed, above them).
  case placeholdersBefore
  /// The shown items whose key is this one, with the separators between them.
  case items(Key)
  /// The placeholders after the items.
  case placeholdersAfter

  /// The key of an items section, `nil` for a placeholder section.
  public var key: Key? {
    if case .items(let key) = self { return key }
    return nil
  }
}

extension DerivedRow: CustomStringConvertible {
  /// `#id` for an item, `|value` (`|value#repeat` for a repeat) for a separator, `_position`
  /// for a placeholder.
  public var description: String {
    switch self {
    case .item(let id): "#\(id)"
    case .separator(let value, _, let count): count == 0 ? "|\(value)" : "|\(value)#\(count)"
    case .placeholder(let position): "_\(position)"
    }
  }
}

extension DerivedSection: CustomStringConvertible {
  /// `before`, the key, or `after`.
  public var description: String {
    switch self {
    case .placeholdersBefore: "before"
    case .items(let key): "\(key)"
    case .placeholdersAfter: "after"
    }
  }
}
