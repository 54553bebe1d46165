/// Decides, for each change, whether a list view animates it or reloads: the rule behind
/// ``ListUpdate/Style``. Pure; ``PagerListBinding`` keeps one per host.
struct ListUpdatePlanner: Sendable {
  /// Changes touching more rows than this reload instead of animating.
  let animationLimit: Int
  /// How many rows the host shows, `nil` before its first update.
  private(set) var shownCount: Int?

  init(animationLimit: Int) {
    self.animationLimit = animationLimit
  }

  /// The update that shows `change`, whose result is `ids`.
  mutating func plan<ID>(_ change: ListChange<ID>, ids: [ID]) -> ListUpdate<ID> {
    let style: ListUpdate<ID>.Style = animates(change) ? .animated : .reloadData
    shownCount = ids.count
    return ListUpdate(style: style, ids: ids, change: change)
  }

  /// The update that shows `ids` from scratch (a host that starts on a loaded pager).
  mutating func reload<ID>(_ ids: [ID]) -> ListUpdate<ID> {
    let change = ListChange<ID>(
      oldCount: shownCount ?? 0, newCount: ids.count,
      removedIndices: Array(0..<(shownCount ?? 0)), insertedIndices: Array(ids.indices))
    shownCount = ids.count
    return ListUpdate(style: .reloadData, ids: ids, change: change)
  }

  private func animates<ID>(_ change: ListChange<ID>) -> Bool {
    guard let shownCount, shownCount == change.oldCount, shownCount > 0 else { return false }
    let replacesAll = change.oldCount > 0 && change.removedIndices.count == change.oldCount
    let touched = change.removedIndices.count + change.insertedIndices.count + change.moves.count
    return !replacesAll && touched <= animationLimit
  }
}
