public import RefreshKit

/// The rows a screen shows for a pager's items and placeholders, in sections, through a
/// ``DerivedRowsLayout``; and, for every change of the pager, the exact change of those rows.
///
/// ```swift
/// var shown = DerivedRows(layout: layout, items: pager.items,
///   placeholdersBefore: pager.placeholdersBefore, placeholdersAfter: pager.placeholdersAfter)
/// for await change in pager.changes() {
///   let derived = shown.apply(change, items: pager.items)
///   tableView.performBatchUpdates { apply(derived) }
/// }
/// ```
///
/// The sections are, in order: the placeholders before the items (while there are any), the
/// items' sections (see ``DerivedRowsLayout`` for their rules), the placeholders after the
/// items (while there are any). A section never has zero rows.
///
/// Costs: building the rows is O(n) for the pager's n items. ``apply(_:items:)`` is
/// O(k log k + Σ s) for the k edits of the pager's change and the sizes s of the sections they
/// touch (a section is laid out again whole, and diffed with its old rows), plus O(log S) per
/// touched section to find it among the S sections. Only when a section's first row moves past
/// another section's, or the pager's change has moves, are the sections sorted again and
/// diffed: O(S log S). Nothing is proportional to the list's length: one row updated among
/// 100,000 rows in 1,000 sections, or a page appended to them, costs what it costs among
/// 1,000 rows (`SectionsCostTests` counts it). A change is placed from the pager's change
/// alone (the ids it removed and its index map), never from the old items, so the rows need
/// not hold them between changes: ``DerivedRowsDriver`` lets go of them after each change,
/// and the pager then changes its items in place instead of copying them. A layout without
/// sections is one section, so there every change costs the whole list: key sections by
/// something the items share (a day) to keep changes local.
public struct DerivedRows<
  Item: Identifiable & Sendable, Key: Hashable & Sendable, Separator: Hashable & Sendable
>: Sendable where Item.ID: Sendable {
  /// A row identifier of this list.
  public typealias Row = DerivedRow<Item.ID, Key, Separator>
  /// A change of this list.
  public typealias Change = DerivedChange<Item.ID, Key, Separator>
  typealias SectionState = DerivedSectionState<Item, Key, Separator>

  /// How the items become rows.
  package internal(set) var layout: DerivedRowsLayout<Item, Key, Separator>
  /// The pager's items, as of the last change applied.
  public internal(set) var items: IdentifiedItems<Item>
  /// The pager's placeholders before its items.
  public internal(set) var placeholdersBefore: Int
  /// The pager's placeholders after its items.
  public internal(set) var placeholdersAfter: Int
  /// The items sections, by key.
  var sections: [Key: SectionState] = [:]
  /// The keys of the items sections, in order (by the position of their first member).
  var order: [Key] = []
  /// The key of the section of every shown item.
  var sectionOf: [Item.ID: Key] = [:]

  /// The rows of `items` and the placeholders around them, laid out by `layout`. O(n).
  public init(
    layout: DerivedRowsLayout<Item, Key, Separator>, items: IdentifiedItems<Item>,
    placeholdersBefore: Int = 0, placeholdersAfter: Int = 0
  ) {
    self.layout = layout
    self.items = items
    self.placeholdersBefore = placeholdersBefore
    self.placeholdersAfter = placeholdersAfter
    rebuild()
  }

  /// Lays every item out again: O(n).
  mutating func rebuild() {
    var members: [Key: [Item.ID]] = [:]
    order = []
    sectionOf = [:]
    for item in items where layout.isShown(item) {
      let key = layout.sectionKey(item)
      if members[key] == nil { order.append(key) }
      members[key, default: []].append(item.id)
      sectionOf[item.id] = key
    }
    sections = [:]
    for (key, ids) in members {
      sections[key] = SectionState(key: key, members: ids, items: items, layout: layout)
    }
  }

  /// Whether the placeholders before the items make a section (the first).
  var leadingSections: Int { placeholdersBefore > 0 ? 1 : 0 }

  /// The sections, in order. O(S).
  public var sectionIDs: [DerivedSection<Key>] {
    (placeholdersBefore > 0 ? [.placeholdersBefore] : []) + order.map { .items($0) }
      + (placeholdersAfter > 0 ? [.placeholdersAfter] : [])
  }

  /// How many sections there are. O(1).
  public var sectionCount: Int {
    leadingSections + order.count + (placeholdersAfter > 0 ? 1 : 0)
  }

  /// The section at `index`. O(1).
  public func sectionID(at index: Int) -> DerivedSection<Key> {
    if index < leadingSections { return .placeholdersBefore }
    if index - leadingSections < order.count { return .items(order[index - leadingSections]) }
    return .placeholdersAfter
  }

  /// The rows of the section at `index`: O(1) for an items section, O(p) for a placeholders
  /// section of p rows.
  public func rows(inSection index: Int) -> [Row] {
    switch sectionID(at: index) {
    case .placeholdersBefore: return (0..<placeholdersBefore).map { .placeholder($0) }
    case .items(let key): return sections[key]?.rows ?? []
    case .placeholdersAfter:
      let start = placeholdersBefore + items.count
      return (start..<(start + placeholdersAfter)).map { .placeholder($0) }
    }
  }

  /// Every section and its rows, in order. O(n).
  public var allRows: [(section: DerivedSection<Key>, rows: [Row])] {
    (0..<sectionCount).map { (sectionID(at: $0), rows(inSection: $0)) }
  }

  /// The index among the items sections (``order``) of the section keyed `key`, found by the
  /// position in `items` of its first member: a binary search, O(log S). `order` must be
  /// sorted for `items`, and the section must be in it.
  func orderIndex(of key: Key, in items: IdentifiedItems<Item>) -> Int? {
    orderIndex(of: key) { items.index(id: $0) }
  }

  /// ``orderIndex(of:in:)`` where `position` says where items are (the old list's, during an
  /// update).
  func orderIndex(of key: Key, position: (Item.ID) -> Int?) -> Int? {
    guard let first = sections[key]?.members.first, let target = position(first) else {
      return nil
    }
    let index = orderIndex(forPosition: target, position: position)
    return index < order.count && order[index] == key ? index : nil
  }

  /// The index among the items sections of the first whose first member is at `position` of
  /// `items` or after it: a binary search, O(log S).
  func orderIndex(forPosition position: Int, in items: IdentifiedItems<Item>) -> Int {
    orderIndex(forPosition: position) { items.index(id: $0) }
  }

  /// ``orderIndex(forPosition:in:)`` where `position` says where items are.
  func orderIndex(forPosition target: Int, position: (Item.ID) -> Int?) -> Int {
    var low = 0
    var high = order.count
    while low < high {
      let middle = (low + high) / 2
      let first = sections[order[middle]]?.members.first.flatMap(position) ?? -1
      if first < target { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
