import RefreshKit

/// One items section of ``DerivedRows``: its shown items in the pager's order and its rows.
struct DerivedSectionState<
  Item: Identifiable & Sendable, Key: Hashable & Sendable, Separator: Hashable & Sendable
>: Sendable where Item.ID: Sendable {
  typealias Row = DerivedRow<Item.ID, Key, Separator>

  /// The section's key.
  let key: Key
  /// The ids of its shown items, in the pager's order (never empty).
  let members: [Item.ID]
  /// Its rows: the items and the separators between and around them.
  let rows: [Row]
  /// The index in ``rows`` of each member's row, by the member's index in ``members``.
  let itemRows: [Int]

  /// The section keyed `key` showing `members` (ids of `items`, in order), with the
  /// separators `layout` puts between and around them. O(members).
  init(
    key: Key, members: [Item.ID], items: IdentifiedItems<Item>,
    layout: DerivedRowsLayout<Item, Key, Separator>
  ) {
    self.key = key
    self.members = members
    var rows: [Row] = []
    var itemRows: [Int] = []
    rows.reserveCapacity(layout.separator == nil ? members.count : 2 * members.count + 1)
    itemRows.reserveCapacity(members.count)
    var repeats: [Separator: Int] = [:]
    var previous: Item?
    func separate(_ before: Item?, _ after: Item?) {
      guard let separator = layout.separator?(before, after) else { return }
      let count = repeats[separator, default: 0]
      repeats[separator] = count + 1
      rows.append(.separator(separator, section: key, repeat: count))
    }
    for id in members {
      let item = items[id: id]
      if layout.separator != nil { separate(previous, item) }
      itemRows.append(rows.count)
      rows.append(.item(id))
      previous = item
    }
    if layout.separator != nil { separate(previous, nil) }
    self.rows = rows
    self.itemRows = itemRows
  }

  /// The index in ``members`` of the member at `position` of `items`, or of the first member
  /// after it (``members``' count when none): a binary search, O(log members).
  func memberIndex(atOrAfter position: Int, in items: IdentifiedItems<Item>) -> Int {
    memberIndex(atOrAfter: position) { items.index(id: $0) }
  }

  /// ``memberIndex(atOrAfter:in:)`` where `position` says where items are.
  func memberIndex(atOrAfter target: Int, position: (Item.ID) -> Int?) -> Int {
    var low = 0
    var high = members.count
    while low < high {
      let middle = (low + high) / 2
      if (position(members[middle]) ?? -1) < target {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }
}
