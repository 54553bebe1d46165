import RefreshKit

/// One update of ``DerivedRows`` in progress: what the touched sections were, where they go,
/// and the ``DerivedChange`` that says so.
struct DerivedUpdate<
  Item: Identifiable & Sendable, Key: Hashable & Sendable, Separator: Hashable & Sendable
> where Item.ID: Sendable {
  typealias Rows = DerivedRows<Item, Key, Separator>
  typealias SectionState = DerivedSectionState<Item, Key, Separator>
  typealias Change = DerivedChange<Item.ID, Key, Separator>

  /// The list before the update, as far as the update needs it.
  struct Before {
    /// Whether there was a section of placeholders before the items (1) or not (0).
    var leading: Int
    var sectionCount: Int
    /// How many items sections there were.
    var itemSections: Int
    var placeholdersBefore: Int
    var placeholdersAfter: Int
    /// The position of the first placeholder after the items.
    var placeholderStart: Int
    /// The touched sections that existed, by key.
    var states: [Key: SectionState] = [:]
    /// Their index among the items sections.
    var places: [Key: Int] = [:]
    /// The section and row of each updated item that showed.
    var updated: [Item.ID: (key: Key, row: Int)] = [:]
  }

  let before: Before
  /// The touched sections that exist after the update, by key.
  let after: [Key: SectionState]
  /// The touched sections' keys.
  let keys: [Key]
  /// The index among the items sections of every touched section that exists after.
  var newPlaces: [Key: Int] = [:]
  var change: Change

  init(before: Before, after: [Key: SectionState], keys: [Key]) {
    self.before = before
    self.after = after
    self.keys = keys
    change = Change(sectionCount: before.sectionCount)
  }

  /// Sorts every items section by its first member again and diffs the sections: O(S log S).
  mutating func reorder(_ rows: inout Rows) {
    let touched = Set(keys)
    let oldIDs = Self.sectionIDs(
      rows.order, before: before.placeholdersBefore, after: before.placeholdersAfter)
    var placed: [(first: Int, key: Key)] = []
    placed.reserveCapacity(rows.order.count + keys.count)
    for key in rows.order where !touched.contains(key) {
      guard let first = rows.sections[key]?.members.first else { continue }
      placed.append((rows.items.index(id: first) ?? 0, key))
    }
    for key in keys {
      guard let first = after[key]?.members.first else { continue }
      placed.append((rows.items.index(id: first) ?? 0, key))
    }
    placed.sort { $0.first < $1.first }
    rows.order = placed.map { $0.key }
    for (place, key) in rows.order.enumerated() where after[key] != nil { newPlaces[key] = place }
    let newIDs = Self.sectionIDs(
      rows.order, before: rows.placeholdersBefore, after: rows.placeholdersAfter)
    let diff = ListChange<DerivedSection<Key>>(
      from: oldIDs, to: newIDs, id: { $0 }, isUpdated: { _, _ in false })
    change.removedSections = diff.removedIndices
    change.insertedSections = diff.insertedIndices
    change.movedSections = diff.moves.map {
      Change.SectionMove(id: $0.id, from: $0.from, to: $0.to)
    }
  }

  /// Whether the sections stay in order when those in `firstChanged` (which stayed, with
  /// another first member) keep their place: each still comes after the section before it and
  /// before the one after it, once the sections that are gone are skipped. O(k log k) for
  /// the k sections that changed, plus the sections gone next to them.
  func keepsOrder(_ rows: Rows, firstChanged: [Key]) -> Bool {
    guard !firstChanged.isEmpty else { return true }
    let gone = Set(keys.filter { after[$0] == nil })
    func first(_ key: Key) -> Int? {
      rows.sections[key]?.members.first.flatMap { rows.items.index(id: $0) }
    }
    for key in firstChanged {
      guard let place = before.places[key], let position = first(key) else { return false }
      var previous = place - 1
      while previous >= 0, gone.contains(rows.order[previous]) { previous -= 1 }
      if previous >= 0, first(rows.order[previous]) ?? .max > position { return false }
      var next = place + 1
      while next < rows.order.count, gone.contains(rows.order[next]) { next += 1 }
      if next < rows.order.count, first(rows.order[next]) ?? .min < position { return false }
    }
    return true
  }

  /// Removes the sections that are gone and inserts the new ones where their first member
  /// is, keeping every other section's order: O(k log S) and one shift of ``Rows/order``.
  mutating func place(_ rows: inout Rows) {
    let removed = keys.filter { after[$0] == nil }.compactMap { before.places[$0] }.sorted()
    for place in removed.reversed() { rows.order.remove(at: place) }
    change.removedSections = removed.map { before.leading + $0 }
    let inserted = keys.filter { before.states[$0] == nil && after[$0] != nil }
    for key in inserted {
      guard let first = after[key]?.members.first, let index = rows.items.index(id: first)
      else { continue }
      rows.order.insert(key, at: rows.orderIndex(forPosition: index, in: rows.items))
    }
    for key in keys where after[key] != nil {
      newPlaces[key] = rows.orderIndex(of: key, in: rows.items)
    }
    change.insertedSections = inserted.compactMap { newPlaces[$0] }.map {
      rows.leadingSections + $0
    }
    if (before.placeholdersBefore > 0) != (rows.placeholdersBefore > 0) {
      if rows.placeholdersBefore > 0 {
        change.insertedSections.append(0)
      } else {
        change.removedSections.append(0)
      }
    }
    if (before.placeholdersAfter > 0) != (rows.placeholdersAfter > 0) {
      if rows.placeholdersAfter > 0 {
        change.insertedSections.append(rows.leadingSections + rows.order.count)
      } else {
        change.removedSections.append(before.leading + before.itemSections)
      }
    }
    change.removedSections.sort()
    change.insertedSections.sort()
  }

  /// The sections of a list: placeholders, items sections in `order`, placeholders.
  static func sectionIDs(_ order: [Key], before: Int, after: Int) -> [DerivedSection<Key>] {
    var ids: [DerivedSection<Key>] = before > 0 ? [.placeholdersBefore] : []
    ids.reserveCapacity(order.count + 2)
    for key in order { ids.append(.items(key)) }
    if after > 0 { ids.append(.placeholdersAfter) }
    return ids
  }
}
