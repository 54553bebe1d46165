import RefreshKitTesting
import Testing

@testable import RefreshKit

/// `ListChange.followed(by:newIndex:)` against the naive reference: a list changed several
/// times at random (rows removed, brought back, inserted, moved, updated, pages added at
/// either end, or one row updated), each change found by `ListChange(from:to:)`, the changes
/// composed one after the other as the binding composes the changes held back while its
/// host applies an update. The composed change, replayed on the first list by
/// ``ChangeReplay``, must give the last list; its updates are exactly the rows in both lists
/// whose value changed, in order; and its ``ListChange/IndexMap`` follows every row.
@Suite("ListChange.followed(by:): composing changes, model-based")
struct ListChangeFollowedModelTests {
  struct Cell: Identifiable, Equatable, Sendable {
    let id: Int
    var version: Int
  }

  /// A list and its placeholders, as a pager holds them.
  struct State {
    var cells: [Cell]
    var before = 0
    var after = 0
  }

  @Test("the composed change replays to the last list, updates exact, every row followed")
  func composedChangeReplays() {
    var failures = 0
    for seed in ModelSeeds(count: 500, base: 0xC0_4D05E) where failures < 3 {
      var random = SplitMix64(seed: seed)
      let problems = Self.run(&random)
      guard !problems.isEmpty else { continue }
      failures += 1
      Issue.record("seed \(seed) (replay: REFRESHKIT_SEED=\(seed)): \(problems)")
    }
  }

  /// One case: 1 to 5 changes composed; what is wrong, if anything.
  static func run(_ random: inout SplitMix64) -> [String] {
    let size = [0, 3, 20, 200][random.nextInt(below: 4)]
    var state = State(cells: (0..<random.nextInt(below: size + 1)).map { Cell(id: $0, version: 0) })
    state.before = random.nextInt(below: 5)
    let first = state
    var nextID = 1_000
    var graveyard: [Cell] = []
    var removedOnce = Set<Int>()
    var composed: ListChange<Int>?
    for _ in 0..<(1 + random.nextInt(below: 5)) {
      let old = state
      state = step(old, &random, nextID: &nextID, graveyard: &graveyard)
      removedOnce.formUnion(Set(old.cells.map(\.id)).subtracting(state.cells.map(\.id)))
      var change = ListChange(from: old.cells, to: state.cells)
      (change.oldPlaceholdersBefore, change.oldPlaceholdersAfter) = (old.before, old.after)
      (change.placeholdersBefore, change.placeholdersAfter) = (state.before, state.after)
      let ids = state.cells.map(\.id)
      composed = composed?.followed(by: change) { id in ids.firstIndex(of: id) } ?? change
    }
    guard let change = composed else { return ["nothing composed"] }
    return check(change, from: first, to: state, removedOnce: removedOnce)
  }

  static func check(
    _ change: ListChange<Int>, from old: State, to new: State, removedOnce: Set<Int>
  )
    -> [String]
  {
    var problems = ChangeReplay.problems(change)
    let (oldIDs, newIDs) = (old.cells.map(\.id), new.cells.map(\.id))
    if ChangeReplay.replay(change, on: oldIDs, inserted: { newIDs[$0] }) != newIDs {
      problems.append("replays to another list")
    }
    var inPlace = oldIDs
    change.apply(to: &inPlace) { newIDs[$0] }
    if inPlace != newIDs { problems.append("applied in place to another list") }
    let changed = new.cells.filter { cell in
      !removedOnce.contains(cell.id)
        && old.cells.contains { $0.id == cell.id && $0.version != cell.version }
    }
    if change.updatedIDs != changed.map(\.id) {
      problems.append("updates \(change.updatedIDs), expected \(changed.map(\.id))")
    }
    let map = ListChange<Int>.IndexMap(change)
    for (index, id) in oldIDs.enumerated() {
      let expected = removedOnce.contains(id) ? nil : newIDs.firstIndex(of: id)
      if map.newIndex(ofOld: index) != expected { problems.append("old row \(index) lost") }
    }
    for (index, id) in newIDs.enumerated() {
      let expected = removedOnce.contains(id) ? nil : oldIDs.firstIndex(of: id)
      if map.oldIndex(ofNew: index) != expected { problems.append("new row \(index) lost") }
    }
    if (change.oldPlaceholdersBefore, change.oldPlaceholdersAfter) != (old.before, old.after)
      || (change.placeholdersBefore, change.placeholdersAfter) != (new.before, new.after)
    {
      problems.append("placeholders not the first change's before and the last one's after")
    }
    return problems
  }

  /// One change of `state`: one row updated, a page at either end, or a mix of removals
  /// (to `graveyard`, whose rows may come back later), moves, updates and insertions;
  /// placeholders change too.
  static func step(
    _ state: State, _ random: inout SplitMix64, nextID: inout Int, graveyard: inout [Cell]
  ) -> State {
    var cells = state.cells
    func fresh(_ count: Int) -> [Cell] {
      defer { nextID += count }
      return (nextID..<(nextID + count)).map { Cell(id: $0, version: 0) }
    }
    switch random.nextInt(below: 4) {
    case 0:
      if !cells.isEmpty { cells[random.nextInt(below: cells.count)].version += 1 }
    case 1:
      cells += fresh(1 + random.nextInt(below: 10))
    case 2:
      cells = fresh(1 + random.nextInt(below: 10)) + cells
    default:
      let back = graveyard.prefix(random.nextInt(below: 3)).map { Cell(id: $0.id, version: 100) }
      graveyard.removeFirst(back.count)
      for index in cells.indices.reversed() where random.nextInt(below: 10) == 0 {
        graveyard.append(cells.remove(at: index))
      }
      for _ in 0..<random.nextInt(below: 4) where cells.count > 1 {
        let cell = cells.remove(at: random.nextInt(below: cells.count))
        cells.insert(cell, at: random.nextInt(below: cells.count + 1))
      }
      for index in cells.indices where random.nextInt(below: 10) == 0 { cells[index].version += 1 }
      for cell in fresh(random.nextInt(below: 4)) + back {
        cells.insert(cell, at: random.nextInt(below: cells.count + 1))
      }
    }
    return State(
      cells: cells, before: max(0, state.before + random.nextInt(below: 5) - 2),
      after: random.nextInt(below: 4))
  }
}
