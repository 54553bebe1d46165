/// Decides every row update a ``PagerListBinding`` sends: the rows (placeholders included,
/// each identifier once), the change from the rows the host shows, whether to animate or
/// reload, which updated rows to reconfigure, and which row to keep on screen. Pure.
///
/// Every update is computed from what the host shows now, not from the pager's last change,
/// so updates held back while the host applied another one arrive as one correct update.
struct PagerRowsPlanner<ID: Hashable & Sendable>: Sendable {
  /// Changes touching more rows than this reload instead of animating.
  let animationLimit: Int
  /// The rows the host shows, `nil` before its first update.
  private(set) var shownRows: [PagerRow<ID>]?
  /// Items whose value changed since the last update.
  private var updatedIDs: [ID] = []
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

  /// Remembers that the items `ids` changed value; the next update reconfigures those still shown.
  mutating func itemsUpdated(_ ids: [ID]) {
    updatedIDs += ids
  }

  /// Forgets what the host shows: the next update reloads.
  mutating func forgetShownRows() {
    shownRows = nil
  }

  /// The update from the rows shown to `rows`.
  ///
  /// - Parameters:
  ///   - onScreen: The index of the topmost row on screen, when the host knows it.
  ///   - anchor: The pager's anchor; a new one is the row to keep.
  mutating func update(to rows: [PagerRow<ID>], onScreen: Int?, anchor: PagerAnchor<ID>?)
    -> PagerRowsUpdate<ID>
  {
    let old = shownRows ?? []
    let oldRows = Set(old)
    let updated = Set(updatedIDs).filter { oldRows.contains(.item($0)) }
    let rowChange = ListChange<PagerRow<ID>>(
      from: old, to: rows, id: { $0 },
      isUpdated: { row, _ in row.itemID.map(updated.contains) ?? false })
    let oldItems = old.compactMap(\.itemID)
    let newItems = rows.compactMap(\.itemID)
    let itemChange = ListChange<ID>(
      from: oldItems, to: newItems, id: { $0 }, isUpdated: { id, _ in updated.contains(id) })
    let keep = kept(from: old, to: rows, change: rowChange, onScreen: onScreen, anchor: anchor)
    let update = PagerRowsUpdate(
      rows: ListUpdate(style: style(rowChange), ids: rows, change: rowChange),
      items: ListUpdate(style: style(itemChange), ids: newItems, change: itemChange),
      keep: keep)
    shownRows = rows
    updatedIDs = []
    lastAnchor = anchor
    return update
  }

  /// Reload when the host showed nothing, every row was replaced, or the change is too large.
  private func style<Element>(_ change: ListChange<Element>) -> ListUpdate<Element>.Style {
    guard shownRows != nil, change.oldCount > 0 else { return .reloadData }
    let replacesAll = change.removedIndices.count == change.oldCount
    let touched = change.removedIndices.count + change.insertedIndices.count + change.moves.count
    return !replacesAll && touched <= animationLimit ? .animated : .reloadData
  }

  /// The row to keep: the pager's new anchor, otherwise the first row on screen (or below
  /// it) that stays, when rows above it changed.
  private func kept(
    from old: [PagerRow<ID>], to new: [PagerRow<ID>], change: ListChange<PagerRow<ID>>,
    onScreen: Int?, anchor: PagerAnchor<ID>?
  ) -> PagerKeptRow<ID>? {
    if let anchor, anchor != lastAnchor,
      let newIndex = new.firstIndex(of: .item(anchor.id))
    {
      return PagerKeptRow(
        row: .item(anchor.id), oldIndex: old.firstIndex(of: .item(anchor.id)), newIndex: newIndex)
    }
    guard let onScreen, old.indices.contains(onScreen) else { return nil }
    var newIndexByRow: [PagerRow<ID>: Int] = [:]
    for (index, row) in new.enumerated() { newIndexByRow[row] = index }
    guard
      let oldIndex = old.indices[onScreen...].first(where: { newIndexByRow[old[$0]] != nil }),
      let newIndex = newIndexByRow[old[oldIndex]]
    else { return nil }
    let changedAbove =
      oldIndex != newIndex || change.removedIndices.contains { $0 < oldIndex }
      || change.insertedIndices.contains { $0 < newIndex }
      || change.moves.contains { $0.from < oldIndex || $0.to < newIndex }
    return changedAbove
      ? PagerKeptRow(row: old[oldIndex], oldIndex: oldIndex, newIndex: newIndex) : nil
  }
}
