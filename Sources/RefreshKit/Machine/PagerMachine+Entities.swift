extension PagerMachine {
  /// Shared entities changed (see ``resolve``): the rows of those held show their new values.
  /// Returns the change (their ids in ``ListChange/updatedIDs``), or `nil` when this list holds
  /// none of them. O(ids), whatever the length of the list, unless a row appears or goes.
  package mutating func entitiesDidChange(_ ids: some Sequence<Item.ID>) -> ListChange<Item.ID>? {
    guard resolve != nil, shown != nil else { return nil }
    var updated: [Item.ID] = []
    for id in ids {
      guard let server = window.items[id: id] else { continue }
      let value = displayed(server)
      let index = shown?.index(id: id)
      guard let value, let index, !edits.isHidden(id) else {
        if (value == nil) != (index == nil) { return showEdits() }  // a row appears or goes
        continue
      }
      if shown?[index] != value {
        shown?.replace(at: index, with: value)
        updated.append(id)
      }
    }
    guard !updated.isEmpty else { return nil }
    var change = ListChange<Item.ID>(
      oldCount: items.count, newCount: items.count, updatedIDs: updated)
    change.oldPlaceholdersBefore = window.placeholdersBefore
    change.placeholdersBefore = window.placeholdersBefore
    change.oldPlaceholdersAfter = window.placeholdersAfter
    change.placeholdersAfter = window.placeholdersAfter
    return change
  }
}
