public import RefreshKit

extension DerivedRows {
  /// Follows one change of the pager: `change` is the pager's exact `ListChange` (its
  /// placeholders included) and `new` its items after it. Returns the change of the rows, in
  /// UIKit's batch-update convention (see ``DerivedChange``).
  ///
  /// Only the sections the change touches are laid out again: those of the items it removes,
  /// inserts, moves or updates, before and after (an update that changes an item's key or
  /// whether it shows touches both sections). Costs O(k log k + Σ s), plus O(S log S) when the
  /// sections' order may change (see ``DerivedRows``).
  public mutating func apply(_ change: ListChange<Item.ID>, items new: IdentifiedItems<Item>)
    -> Change
  {
    let layout = self.layout
    // The old list's ids come from the change (a pager's names them), or from the items held
    // (a change built by hand). Positions in the old list are read through the change, so the
    // old items need not be held: see ``releaseItems()``.
    let removedIDs: [Item.ID]
    if change.removed.ids.count == change.removedIndices.count {
      removedIDs = change.removed.ids
    } else {
      let old = items
      removedIDs = change.removedIndices.filter(old.indices.contains).map { old[$0].id }
    }
    var oldIDs = removedIDs
    var newIndices = change.insertedIndices
    for move in change.moves {
      oldIDs.append(move.id)
      newIndices.append(move.to)
    }
    for id in change.updatedIDs {
      oldIDs.append(id)
      if let index = new.index(id: id) { newIndices.append(index) }
    }
    var keys: [Key] = []
    var seen = Set<Key>()
    for id in oldIDs {
      if let key = sectionOf[id], seen.insert(key).inserted { keys.append(key) }
    }
    var joining: [Key: [Item.ID]] = [:]
    for index in newIndices where new.indices.contains(index) {
      let item = new[index]
      guard layout.isShown(item) else { continue }
      let key = layout.sectionKey(item)
      if seen.insert(key).inserted { keys.append(key) }
      joining[key, default: []].append(item.id)
    }
    var removedAt: [Item.ID: Int] = [:]
    for (id, index) in zip(removedIDs, change.removedIndices) { removedAt[id] = index }
    let map = ListChange<Item.ID>.IndexMap(change)
    let oldPosition = { (id: Item.ID) -> Int? in
      if let index = removedAt[id] { return index }
      return new.index(id: id).flatMap(map.oldIndex(ofNew:))
    }
    return update(
      touching: keys, joining: joining, to: new, oldCount: change.oldCount,
      oldPosition: oldPosition, placeholdersBefore: change.placeholdersBefore,
      placeholdersAfter: change.placeholdersAfter, reorders: !change.moves.isEmpty,
      updatedIDs: change.updatedIDs)
  }

  /// Lets go of the items, so that the list they came from (a pager's) is the only holder of
  /// their storage and changes it in place instead of copying it (O(n)) on its next change.
  /// Until the next ``apply(_:items:)``, only that needs no items; ``DerivedRowsDriver`` hands
  /// them back for every query.
  package mutating func releaseItems() {
    items = IdentifiedItems()
  }

  /// Lays the same items out with `layout` (a new filter, say) and returns the change of the
  /// rows. A pure function of the items: it sends no request. O(n + S log S).
  package mutating func relayout(_ layout: DerivedRowsLayout<Item, Key, Separator>) -> Change {
    var keys = order
    var seen = Set(order)
    var joining: [Key: [Item.ID]] = [:]
    for item in items where layout.isShown(item) {
      let key = layout.sectionKey(item)
      if seen.insert(key).inserted { keys.append(key) }
      joining[key, default: []].append(item.id)
    }
    self.layout = layout
    let items = self.items
    return update(
      touching: keys, joining: joining, to: items, oldCount: items.count,
      oldPosition: { items.index(id: $0) }, placeholdersBefore: placeholdersBefore,
      placeholdersAfter: placeholdersAfter, reorders: true, updatedIDs: [])
  }

  /// Lays out the sections keyed `keys` again for `new` (their old members and the ids in
  /// `joining` that now show in them), places the sections, and returns the change.
  /// `oldCount` items were there, and `oldPosition` says where an old item was among them.
  mutating func update(
    touching keys: [Key], joining: [Key: [Item.ID]], to new: IdentifiedItems<Item>,
    oldCount: Int, oldPosition: (Item.ID) -> Int?,
    placeholdersBefore newBefore: Int, placeholdersAfter newAfter: Int, reorders: Bool,
    updatedIDs: [Item.ID]
  ) -> Change {
    var before = DerivedUpdate<Item, Key, Separator>.Before(
      leading: leadingSections, sectionCount: sectionCount, itemSections: order.count,
      placeholdersBefore: placeholdersBefore, placeholdersAfter: placeholdersAfter,
      placeholderStart: placeholdersBefore + oldCount)
    for key in keys {
      guard let state = sections[key] else { continue }
      before.states[key] = state
      before.places[key] = orderIndex(of: key, position: oldPosition)
    }
    for id in updatedIDs {
      if let place = place(ofItem: id, position: oldPosition) { before.updated[id] = place }
    }
    items = new
    placeholdersBefore = newBefore
    placeholdersAfter = newAfter
    var after: [Key: SectionState] = [:]
    for key in keys {
      let state = relaid(key, members: before.states[key]?.members ?? [], joining: joining[key])
      sections[key] = state
      after[key] = state
    }
    for (key, state) in before.states {
      for id in state.members where sectionOf[id] == key { sectionOf[id] = nil }
    }
    for (key, state) in after {
      for id in state.members { sectionOf[id] = key }
    }
    let firstChanged = keys.filter { key in
      guard let was = before.states[key]?.members.first, let now = after[key]?.members.first
      else { return false }
      return was != now
    }
    var update = DerivedUpdate(before: before, after: after, keys: keys)
    if reorders || !update.keepsOrder(self, firstChanged: firstChanged) {
      update.reorder(&self)
    } else {
      update.place(&self)
    }
    update.diffRows(of: self, updatedIDs: updatedIDs)
    return update.change
  }

  /// The section keyed `key` for the current items: `members` and `joining` that still show
  /// with this key, in the items' order; `nil` when none does. O(s log s).
  func relaid(_ key: Key, members: [Item.ID], joining: [Item.ID]?) -> SectionState? {
    var seen = Set<Item.ID>()
    var placed: [(index: Int, id: Item.ID)] = []
    placed.reserveCapacity(members.count + (joining?.count ?? 0))
    for id in members + (joining ?? []) where seen.insert(id).inserted {
      guard let index = items.index(id: id) else { continue }
      let item = items[index]
      guard layout.isShown(item), layout.sectionKey(item) == key else { continue }
      placed.append((index, id))
    }
    guard !placed.isEmpty else { return nil }
    placed.sort { $0.index < $1.index }
    return SectionState(key: key, members: placed.map { $0.id }, items: items, layout: layout)
  }

  /// The section key and row of the shown item `id`. O(log s).
  func place(ofItem id: Item.ID) -> (key: Key, row: Int)? {
    let items = self.items
    return place(ofItem: id) { items.index(id: $0) }
  }

  /// The section key and row of the shown item `id`, where `position` says where items are
  /// (the old list's, during an update). O(log s) positions.
  func place(ofItem id: Item.ID, position: (Item.ID) -> Int?) -> (key: Key, row: Int)? {
    guard let key = sectionOf[id], let state = sections[key], let index = position(id)
    else { return nil }
    let member = state.memberIndex(atOrAfter: index, position: position)
    guard member < state.members.count, state.members[member] == id else { return nil }
    return (key, state.itemRows[member])
  }
}
