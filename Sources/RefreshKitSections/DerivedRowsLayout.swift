/// How a pager's items become the rows a screen shows: a local filter, sections keyed by a
/// value of the item, and separators between shown neighbours (Paging 3's `filter` and
/// `insertSeparators`). All three are pure functions of the items, so changing them needs no
/// request.
///
/// Rules:
/// - An item shows when `isShown` says so; the others take no row (the pager still holds
///   them, loads past them and counts them).
/// - Each shown item goes to the section of its `sectionKey`. Sections are in the order of
///   their first shown item, and rows within a section in the pager's order. A key that comes
///   back after another key (not adjacently) joins its section, which stays where the key
///   first showed: ids stay unique, and an item whose key changes moves to that key's section.
///   A layout without sections returns one key for every item.
/// - `separator` is asked for each pair of neighbouring shown items of a section, and at the
///   section's two ends with `nil` for the missing neighbour; a separator it returns is a row
///   between them (see ``DerivedRow/separator(_:section:repeat:)`` for its id).
/// - Rows carry ids, not values: read the item from the pager by its id (a map is the cell's).
///
/// ```swift
/// let layout = DerivedRowsLayout<Message, Int, Day>(
///   sectionKey: { _ in 0 },
///   separator: { before, after in
///     guard let after, after.day != before?.day else { return nil }
///     return after.day
///   },
///   isShown: { !$0.isMuted })
/// ```
public struct DerivedRowsLayout<
  Item: Identifiable & Sendable, Key: Hashable & Sendable, Separator: Hashable & Sendable
>: Sendable where Item.ID: Sendable {
  /// The key of the section an item shows in.
  package var sectionKey: @Sendable (Item) -> Key
  /// The separator between two neighbouring shown items of a section (`nil` at its ends), or
  /// none.
  package var separator: (@Sendable (_ before: Item?, _ after: Item?) -> Separator?)?
  /// Whether an item shows (the local filter).
  package var isShown: @Sendable (Item) -> Bool

  /// A layout of sections keyed by `sectionKey`, with `separator`s, showing what `isShown`
  /// accepts.
  public init(
    sectionKey: @escaping @Sendable (Item) -> Key,
    separator: (@Sendable (_ before: Item?, _ after: Item?) -> Separator?)? = nil,
    isShown: @escaping @Sendable (Item) -> Bool = { _ in true }
  ) {
    self.sectionKey = sectionKey
    self.separator = separator
    self.isShown = isShown
  }

  /// The same layout with another filter.
  package func filtered(by isShown: @escaping @Sendable (Item) -> Bool) -> Self {
    var layout = self
    layout.isShown = isShown
    return layout
  }
}
