import RefreshKit

/// The naive reference for change sets: a change applied to a plain array the slow, obvious
/// way (sets of indices, a dictionary of arrivals, one walk over the new indices), and the
/// rules every change set keeps, checked by linear scans.
enum ChangeReplay {
  /// `change` applied to `old`, `inserted` giving each inserted element by its new index;
  /// `nil` when the change does not fit `old` (the rows that stay do not fill the new list).
  static func replay<ID, Element>(
    _ change: ListChange<ID>, on old: [Element], inserted: (Int) -> Element
  ) -> [Element]? {
    guard change.oldCount == old.count else { return nil }
    let leaving = Set(change.removedIndices).union(change.moves.map(\.from))
    let staying = old.indices.filter { !leaving.contains($0) }.map { old[$0] }
    var arriving: [Int: Element] = [:]
    for index in change.insertedIndices { arriving[index] = inserted(index) }
    for move in change.moves { arriving[move.to] = old[move.from] }
    var result: [Element] = []
    var next = 0
    for index in 0..<change.newCount {
      if let element = arriving[index] {
        result.append(element)
      } else {
        guard next < staying.count else { return nil }
        result.append(staying[next])
        next += 1
      }
    }
    return next == staying.count ? result : nil
  }

  /// What is wrong with `change` as a change set, if anything: indices out of range, not
  /// ascending or repeated, a row both removed and moved, or counts that do not add up.
  static func problems<ID>(_ change: ListChange<ID>) -> [String] {
    var problems: [String] = []
    let removed = change.removedIndices
    let inserted = change.insertedIndices
    let froms = change.moves.map(\.from)
    let tos = change.moves.map(\.to)
    if removed != removed.sorted() || Set(removed).count != removed.count {
      problems.append("removed \(removed) not ascending and distinct")
    }
    if inserted != inserted.sorted() || Set(inserted).count != inserted.count {
      problems.append("inserted \(inserted) not ascending and distinct")
    }
    if tos != tos.sorted() { problems.append("moves not ascending by destination") }
    if !(removed + froms).allSatisfy({ (0..<change.oldCount).contains($0) })
      || Set(removed + froms).count != removed.count + froms.count
    {
      problems.append("removed and moved old indices overlap or leave 0..<\(change.oldCount)")
    }
    if !(inserted + tos).allSatisfy({ (0..<change.newCount).contains($0) })
      || Set(inserted + tos).count != inserted.count + tos.count
    {
      problems.append("inserted and moved new indices overlap or leave 0..<\(change.newCount)")
    }
    if change.oldCount - removed.count != change.newCount - inserted.count {
      problems.append("counts do not add up")
    }
    return problems
  }
}
