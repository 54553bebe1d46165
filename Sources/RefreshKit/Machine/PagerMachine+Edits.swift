extension PagerMachine {
  /// Lays the edits over the window's items after the window made `serverChange`; returns
  /// the change of the items shown. A plain append stays O(page) with edits in force.
  ///
  /// `editsChanged` says that the edits changed with the window (a refresh ended removals, a
  /// new query dropped every edit): the items shown are then recomputed.
  mutating func apply(_ serverChange: ListChange<Item.ID>, editsChanged: Bool = false)
    -> ListChange<Item.ID>
  {
    let droppedLocals = edits.dropLocals(sentBy: window.items)
    var change: ListChange<Item.ID>
    if shown == nil, resolve == nil {
      change = serverChange  // no edit was in force, and none came with the window's change
    } else if shown != nil, !editsChanged, !droppedLocals, serverChange.isPlainAppend,
      !serverChange.insertedIndices.contains(where: {
        let id = window.items[$0].id
        return items.contains(id: id) || edits.hasLocals(after: id)
      })
    {
      change = appendShown(serverChange)
    } else {
      change = showEdits()
    }
    change.oldPlaceholdersBefore = serverChange.oldPlaceholdersBefore
    change.oldPlaceholdersAfter = serverChange.oldPlaceholdersAfter
    change.placeholdersBefore = serverChange.placeholdersBefore
    change.placeholdersAfter = serverChange.placeholdersAfter
    return change
  }

  /// The server's items grew at the end: the new ones show after the items shown (local
  /// inserts that follow the old last item stay before them), and updated ones in place.
  private mutating func appendShown(_ serverChange: ListChange<Item.ID>) -> ListChange<Item.ID> {
    let oldCount = items.count
    var updated: [Item.ID] = []
    for id in serverChange.updatedIDs {
      guard let server = window.items[id: id], let index = shown?.index(id: id),
        let value = displayed(server)
      else { continue }
      if value != shown?[index] { updated.append(id) }
      shown?.replace(at: index, with: value)
    }
    for index in serverChange.insertedIndices {
      let item = window.items[index]
      guard !edits.isHidden(item.id), let value = displayed(item) else { continue }
      shown?.appendOrUpdate(value)
    }
    return .appending(items.count - oldCount, to: oldCount, updatedIDs: updated)
  }

  /// Recomputes the items shown after the edits or the window changed.
  mutating func showEdits() -> ListChange<Item.ID> {
    let new = edits.shown(from: window.items, resolve: resolve)
    var change = ListChange(from: items, to: new, id: { $0.id }, isUpdated: !=)
    shown = edits.isEmpty && resolve == nil ? nil : new
    change.oldPlaceholdersBefore = window.placeholdersBefore
    change.placeholdersBefore = window.placeholdersBefore
    change.oldPlaceholdersAfter = window.placeholdersAfter
    change.placeholdersAfter = window.placeholdersAfter
    return change
  }

  /// What a server copy shows as: the shared entity's value, if any, with the edits laid
  /// over it; `nil` when the row is hidden by the entity store.
  func displayed(_ server: Item) -> Item? {
    guard let resolve else { return edits.overlaid(server) }
    return resolve(server).map(edits.overlaid)
  }

  /// Whether `id` is held: sent by a page held, or inserted locally.
  package func holds(_ id: Item.ID) -> Bool {
    window.items.contains(id: id) || edits.isLocal(id)
  }

  /// Lays `transform` over the item `id` now and over every later copy of it.
  package mutating func update(
    _ id: Item.ID, token: EditToken, _ transform: @escaping (inout Item) -> Void
  ) throws(PagerEditError) -> ListChange<Item.ID> {
    guard holds(id) else { throw .unknownID }
    edits.update(id, token: token, transform)
    guard let index = shown?.index(id: id), var value = shown?[index] else { return showEdits() }
    let before = value
    if let server = window.items[id: id] {
      guard let shownValue = displayed(server) else { return showEdits() }
      value = shownValue
    } else {
      transform(&value)
    }
    let changed = value != before
    shown?.replace(at: index, with: value)
    var change = ListChange<Item.ID>(
      oldCount: items.count, newCount: items.count, updatedIDs: changed ? [id] : [])
    change.oldPlaceholdersBefore = window.placeholdersBefore
    change.placeholdersBefore = window.placeholdersBefore
    change.oldPlaceholdersAfter = window.placeholdersAfter
    change.placeholdersAfter = window.placeholdersAfter
    return change
  }

  /// Hides `id` until the next refresh (or the rollback of `token`).
  package mutating func remove(_ id: Item.ID, token: EditToken) throws(PagerEditError)
    -> ListChange<Item.ID>
  {
    guard holds(id), !edits.isHidden(id) else { throw .unknownID }
    edits.remove(id, token: token)
    return showEdits()
  }

  /// Shows `item` at `index` of the items (clamped to them).
  package mutating func insert(_ item: Item, at index: Int, token: EditToken)
    throws(PagerEditError) -> ListChange<Item.ID>
  {
    guard !holds(item.id) else { throw .duplicateID }
    edits.insert(item, at: min(max(index, 0), items.count), token: token, shown: items)
    return showEdits()
  }

  /// Marks `token` as waiting for its remote call.
  package mutating func beginPending(_ token: EditToken) { edits.beginPending(token) }

  /// The remote call of `token` succeeded: its edits stay, under the ordinary rules.
  package mutating func confirm(_ token: EditToken) { edits.confirm(token) }

  /// Undoes every edit made under `token`, whatever arrived since.
  package mutating func rollback(_ token: EditToken) -> ListChange<Item.ID> {
    edits.rollback(token)
    return showEdits()
  }

  /// The position among the server's rows of the row at `position` among the rows shown
  /// (local inserts count as the row they follow; hidden rows are not shown).
  func serverPosition(ofShown position: Int) -> Int {
    guard shown != nil else { return position }
    let index = position - window.placeholdersBefore
    guard index >= 0 else { return position }
    guard index < items.count else { return position - items.count + window.items.count }
    let id = items[index].id
    if let server = window.items.index(id: id) { return window.placeholdersBefore + server }
    switch edits.anchor(ofLocal: id) {
    case .some(.some(let anchor)):
      return window.items.index(id: anchor).map { window.placeholdersBefore + $0 } ?? position
    default: return window.placeholdersBefore
    }
  }

  /// The kept anchor and its place among the rows shown.
  package var anchor: PagerAnchor<Item.ID>? {
    guard let anchorID, let index = items.index(id: anchorID) else { return nil }
    return PagerAnchor(id: anchorID, position: window.placeholdersBefore + index)
  }
}

extension ListChange {
  /// Whether the change only appends items (and updates some in place).
  var isPlainAppend: Bool {
    removedIndices.isEmpty && moves.isEmpty
      && insertedIndices.first.map { $0 == oldCount } ?? true
      && insertedIndices.count == newCount - oldCount
      && oldPlaceholdersBefore == placeholdersBefore
  }
}
