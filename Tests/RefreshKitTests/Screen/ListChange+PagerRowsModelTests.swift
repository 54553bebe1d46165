import RefreshKitTesting
import Testing

@testable import RefreshKit

/// `ListChange.rows(of:map:oldItemID:)`, the change of every row a pager's change of items and
/// placeholders makes, against the naive reference: both lists of rows built in full (as
/// `Pager.rows` builds them) and the row change replayed on the old one by ``ChangeReplay``.
/// Placeholder counts change at random and independently, so placeholders often cross from
/// one side of the items to the other, as in a jump.
@Suite("ListChange.rows(of:): the rows a change of items and placeholders changes, model-based")
struct ListChangePagerRowsModelTests {
  typealias State = ListChangeFollowedModelTests.State

  /// Every row of `state`, built in full.
  static func rows(_ state: State) -> [PagerRow<Int>] {
    PagerRowsPlanner.rows(
      placeholdersBefore: state.before, ids: state.cells.map(\.id), placeholdersAfter: state.after)
  }

  @Test("the row change replays the old rows to the new ones, placeholders included")
  func rowChangeReplays() {
    var failures = 0
    var crossings = 0
    let seeds = ModelSeeds(count: 500, base: 0x0505_2025)
    for seed in seeds where failures < 3 {
      var random = SplitMix64(seed: seed)
      var nextID = 1_000
      var graveyard: [ListChangeFollowedModelTests.Cell] = []
      var old = State(cells: (0..<random.nextInt(below: 30)).map { .init(id: $0, version: 0) })
      old.before = random.nextInt(below: 30)
      old.after = random.nextInt(below: 30)
      var new = ListChangeFollowedModelTests.step(
        old, &random, nextID: &nextID, graveyard: &graveyard)
      new.before = random.nextInt(below: 30)
      new.after = random.nextInt(below: 30)
      var change = ListChange(from: old.cells, to: new.cells)
      (change.oldPlaceholdersBefore, change.oldPlaceholdersAfter) = (old.before, old.after)
      (change.placeholdersBefore, change.placeholdersAfter) = (new.before, new.after)
      let rowChange = ListChange<PagerRow<Int>>.rows(
        of: change, map: ListChange.IndexMap(change), oldItemID: { old.cells[$0].id })
      let (oldRows, newRows) = (Self.rows(old), Self.rows(new))
      var problems = ChangeReplay.problems(rowChange)
      if ChangeReplay.replay(rowChange, on: oldRows, inserted: { newRows[$0] }) != newRows {
        problems.append("replays to other rows")
      }
      if rowChange.updatedIDs != change.updatedIDs.map(PagerRow.item) {
        problems.append("updates \(rowChange.updatedIDs), items updated \(change.updatedIDs)")
      }
      if rowChange.moves.count > change.moves.count { crossings += 1 }
      guard !problems.isEmpty else { continue }
      failures += 1
      Issue.record("seed \(seed) (replay: REFRESHKIT_SEED=\(seed)): \(problems)")
    }
    if seeds.isComplete { #expect(crossings > 20, "placeholders crossed the items") }
  }

  @Test("one item updated among 100,000 rows is an update alone: no row moves, comes or goes")
  func oneUpdateIsAnUpdate() {
    var change = ListChange<Int>(oldCount: 1_000, newCount: 1_000, updatedIDs: [7])
    (change.oldPlaceholdersBefore, change.placeholdersBefore) = (50_000, 50_000)
    (change.oldPlaceholdersAfter, change.placeholdersAfter) = (49_000, 49_000)
    let rows = ListChange<PagerRow<Int>>.rows(
      of: change, map: ListChange.IndexMap(change), oldItemID: { $0 })
    #expect(rows.oldCount == 100_000 && rows.newCount == 100_000)
    #expect(rows.removedIndices.isEmpty && rows.insertedIndices.isEmpty && rows.moves.isEmpty)
    #expect(rows.updatedIDs == [.item(7)])
  }
}
