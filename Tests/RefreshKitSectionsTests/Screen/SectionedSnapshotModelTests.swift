import RefreshKitTesting
import Testing

@testable import RefreshKit
@testable import RefreshKitSections

/// What a diffable data source needs of every update, over random sequences of a pager
/// window's real changes and filter changes (``SectionsModelRun``): reconfiguring only rows
/// shown before and after (any other crashes UIKit), and every such item whose value changed
/// (a diffable data source keeps a moved row's cell: one left out shows its old value).
@Suite("SectionedRowsUpdate, model-based: what a diffable data source reconfigures")
struct SectionedSnapshotModelTests {
  @Test(
    "every shown item whose value changed is reconfigured, and only rows shown before and after",
    arguments: SectionsModelRun.Shape.allCases)
  func reconfigures(shape: SectionsModelRun.Shape) throws {
    let seeds = ModelSeeds(count: 40, base: 0x5AA9_5407)
    var reconfigured = 0
    var acrossSections = 0
    for seed in seeds {
      var run = SectionsModelRun(seed: seed, shape: shape)
      for step in 0..<120 {
        let operation = run.step()
        let before = run.harness.rows
        let shownBefore = Set(before.allRows.flatMap(\.rows))
        try run.check()
        let update = SectionedRowsUpdate(
          rows: run.harness.rows, change: run.harness.last, reloads: false, keep: nil)
        let rows = update.reconfiguredRows(wasShown: shownBefore.contains)
        let shownAfter = Set(update.snapshotSections.flatMap(\.rows))
        let changed = shownBefore.intersection(shownAfter).filter { row in
          guard let id = row.itemID else { return false }
          return before.items[id: id] != run.harness.rows.items[id: id]
        }
        let place = "seed \(seed) (REFRESHKIT_SEED=\(seed)), \(shape), step \(step), \(operation)"
        guard Set(rows).isSubset(of: shownBefore.intersection(shownAfter)) else {
          Issue.record("\(place): reconfigures rows not shown before and after: \(rows)")
          return
        }
        guard changed.isSubset(of: Set(rows)) else {
          Issue.record("\(place): leaves out \(changed.subtracting(rows)) (reconfigures \(rows))")
          return
        }
        #expect(Set(rows).count == rows.count, "\(place): a row named twice")
        reconfigured += rows.count
        acrossSections += rows.count { row in
          guard let old = before.index(of: row), let new = run.harness.rows.index(of: row) else {
            return false
          }
          return before.sectionID(at: old.section) != run.harness.rows.sectionID(at: new.section)
        }
      }
    }
    if seeds.isComplete {
      #expect(reconfigured > 100, "\(reconfigured) rows reconfigured")
      if shape != .dayLines {
        #expect(acrossSections > 10, "\(acrossSections) reconfigured in another section")
      }
    }
  }
}
