/// Decides every row update a ``PagerListBinding`` sends: the rows (placeholders included,
/// each identifier once), the change from the rows the host shows, whether to animate or
/// reload, which updated rows to reconfigure, and which row to keep on screen. Pure.
///
/// Every update is made from the pager's own ``ListChange``s, never by comparing rows: the
/// changes the pager made since the host's last update (several, when they came while the
/// host applied one) are composed into one (``ListChange/followed(by:newIndex:)``), turned
/// into the change of the rows (``ListChange/rows(of:map:oldItemID:)``) and applied in place to
/// the rows the planner keeps for the host. An update costs O(k log k) for its k edits, plus
/// the shift of the rows after the first one that comes or goes; one row updated in a list of
/// 100,000 costs what it costs in a list of 1,000. Only the first update after ``init`` or
/// ``forgetShownRows()`` builds every row.
struct PagerRowsPlanner<ID: Hashable & Sendable>: Sendable {
  /// What the host shows: every row, and the items among them.
  struct Shown: Sendable {
    var rows: [PagerRow<ID>]
    var items: [ID]
  }

  /// Changes touching more rows than this reload instead of animating.
  let animationLimit: Int
  /// The rows the host shows, `nil` before its first update.
  private(set) var shown: Shown?
  /// The pager's changes since the host's last update, as one.
  private var pending: ListChange<ID>?
  /// The last anchor of the pager the planner saw.
  private var lastAnchor: PagerAnchor<ID>?

  init(animationLimit: Int) {
    self.animationLimit = animationLimit
  }

  /// Every row: `placeholdersBefore` placeholders, the items, `placeholdersAfter`
  /// placeholders; an id that repeats (which a pager never sends) is shown once.
  static func rows(placeholdersBefore: Int, ids: some Sequence<ID>, placeholdersAfter: Int)
    -> [PagerRow<ID>]
  {
    var rows = (0..<max(0, placeholdersBefore)).map(PagerRow<ID>.placeholder)
    var seen = Set<ID>()
    for id in ids where seen.insert(id).inserted { rows.append(.item(id)) }
    let after = rows.count
    rows += (after..<(after + max(0, placeholdersAfter))).map(PagerRow<ID>.placeholder)
    return rows
  }

  /// Whether the host has an update to get: its first, or changes since its last.
  var hasUpdate: Bool { shown == nil || pending != nil }

  /// Forgets what the host shows: the next update reloads.
  mutating func forgetShownRows() {
    shown = nil
    pending = nil
  }

  /// Adds the pager's `change` to the changes the next update shows; `newIndex` finds an id
  /// among the pager's items after it.
  mutating func itemsDidChange(_ change: ListChange<ID>, newIndex: (ID) -> Int?) {
    guard shown != nil else { return }  // the next update shows every row
    pending = pending.map { $0.followed(by: change, newIndex: newIndex) } ?? change
  }

  /// The update from the rows shown to the pager's `items` and placeholders.
  ///
  /// - Parameters:
  ///   - onScreen: The index of the topmost row on screen, when the host knows it.
  ///   - anchor: The pager's anchor; a new one is the row to keep.
  mutating func update<Item: Identifiable>(
    items: IdentifiedItems<Item>, placeholdersBefore: Int, placeholdersAfter: Int,
    onScreen: Int?, anchor: PagerAnchor<ID>?
  ) -> PagerRowsUpdate<ID> where Item.ID == ID {
    defer {
      pending = nil
      lastAnchor = anchor
    }
    guard let change = pending, let shownRows = shown?.rows.count,
      let shownItems = shown?.items.count, change.oldCount == shownItems,
      change.oldPlaceholdersBefore + shownItems + change.oldPlaceholdersAfter == shownRows,
      change.newCount == items.count, change.placeholdersBefore == placeholdersBefore,
      change.placeholdersAfter == placeholdersAfter, var new = shown.take()
    else {
      return reload(
        items: items, placeholdersBefore: placeholdersBefore,
        placeholdersAfter: placeholdersAfter, anchor: anchor)
    }
    let itemMap = ListChange<ID>.IndexMap(change)
    let rowChange = ListChange<PagerRow<ID>>.rows(
      of: change, map: itemMap, oldItemID: { new.items[$0] })
    let itemChange = ListChange<ID>(
      oldCount: change.oldCount, newCount: change.newCount,
      removedIndices: change.removedIndices, insertedIndices: change.insertedIndices,
      moves: change.moves, updatedIDs: change.updatedIDs)
    let keep: PagerKeptRow<ID>?
    if let index = newAnchorIndex(anchor, in: items) {
      let oldIndex = itemMap.oldIndex(ofNew: index.at).map { change.oldPlaceholdersBefore + $0 }
      keep = PagerKeptRow(
        row: .item(index.id), oldIndex: oldIndex, newIndex: placeholdersBefore + index.at)
    } else {
      keep = kept(from: new.rows, change: rowChange, onScreen: onScreen)
    }
    let itemRows = placeholdersBefore..<(placeholdersBefore + items.count)
    rowChange.apply(to: &new.rows) { index in
      itemRows.contains(index) ? .item(items[index - placeholdersBefore].id) : .placeholder(index)
    }
    itemChange.apply(to: &new.items) { items[$0].id }
    shown = new
    return PagerRowsUpdate(
      rows: ListUpdate(style: style(rowChange), ids: new.rows, change: rowChange),
      items: ListUpdate(style: style(itemChange), ids: new.items, change: itemChange),
      keep: keep)
  }

  /// Every row, built from the pager, reloaded: the host's first update, or one that does not
  /// follow from what it shows.
  private mutating func reload<Item: Identifiable>(
    items: IdentifiedItems<Item>, placeholdersBefore: Int, placeholdersAfter: Int,
    anchor: PagerAnchor<ID>?
  ) -> PagerRowsUpdate<ID> where Item.ID == ID {
    let old = shown
    let rows = Self.rows(
      placeholdersBefore: placeholdersBefore, ids: items.lazy.map(\.id),
      placeholdersAfter: placeholdersAfter)
    let ids = items.map(\.id)
    let rowChange = ListChange<PagerRow<ID>>(
      oldCount: old?.rows.count ?? 0, newCount: rows.count,
      removedIndices: Array(0..<(old?.rows.count ?? 0)), insertedIndices: Array(rows.indices))
    let itemChange = ListChange<ID>(
      oldCount: old?.items.count ?? 0, newCount: ids.count,
      removedIndices: Array(0..<(old?.items.count ?? 0)), insertedIndices: Array(ids.indices))
    let keep = newAnchorIndex(anchor, in: items).map { index in
      PagerKeptRow(row: .item(index.id), oldIndex: nil, newIndex: placeholdersBefore + index.at)
    }
    shown = Shown(rows: rows, items: ids)
    return PagerRowsUpdate(
      rows: ListUpdate(style: .reloadData, ids: rows, change: rowChange),
      items: ListUpdate(style: .reloadData, ids: ids, change: itemChange), keep: keep)
  }

  /// Reload when every row was replaced or the change is too large.
  private func style<Element>(_ change: ListChange<Element>) -> ListUpdate<Element>.Style {
    guard change.oldCount > 0 else { return .reloadData }
    let replacesAll = change.removedIndices.count == change.oldCount
    let touched = change.removedIndices.count + change.insertedIndices.count + change.moves.count
    return !replacesAll && touched <= animationLimit ? .animated : .reloadData
  }

  /// The pager's anchor, when it is new (a refresh or a restoration kept it) and among the
  /// items: its id and index, the row to keep.
  private func newAnchorIndex<Item: Identifiable>(
    _ anchor: PagerAnchor<ID>?, in items: IdentifiedItems<Item>
  ) -> (id: ID, at: Int)? where Item.ID == ID {
    guard let anchor, anchor != lastAnchor, let index = items.index(id: anchor.id) else {
      return nil
    }
    return (anchor.id, index)
  }

  /// The first row on screen (or below it) that stays, when rows above it changed: the row
  /// to keep. O(k log k) for the k edits of `change`.
  private func kept(from old: [PagerRow<ID>], change: ListChange<PagerRow<ID>>, onScreen: Int?)
    -> PagerKeptRow<ID>?
  {
    guard let onScreen, old.indices.contains(onScreen) else { return nil }
    let map = ListChange<PagerRow<ID>>.IndexMap(change)
    var oldIndex = onScreen
    var removed = map.removed.sortedLowerBound(onScreen)
    while removed < map.removed.count, map.removed[removed] == oldIndex {
      oldIndex += 1
      removed += 1
    }
    guard oldIndex < old.count, let newIndex = map.newIndex(ofOld: oldIndex) else { return nil }
    let changedAbove =
      oldIndex != newIndex || (map.removed.first ?? .max) < oldIndex
      || (map.inserted.first ?? .max) < newIndex
      || change.moves.contains { $0.from < oldIndex || $0.to < newIndex }
    return changedAbove
      ? PagerKeptRow(row: old[oldIndex], oldIndex: oldIndex, newIndex: newIndex) : nil
  }
}
