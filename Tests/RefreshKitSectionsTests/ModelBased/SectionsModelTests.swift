import RefreshKitTesting
import Testing

@testable import RefreshKit
@testable import RefreshKitSections

/// Random sequences of a pager window's real changes (pages appended and prepended, trims,
/// edits that update, re-key, insert, remove and reorder rows, refreshes and jumps) and filter
/// changes; after every step the derived change, applied to a naive shadow of plain arrays,
/// must give the rows derived from scratch (see ``SectionsHarness``).
@Suite("DerivedRows, model-based")
struct SectionsModelTests {
  @Test(
    "every derived change takes the shadow to the rows derived from scratch, positions map both ways",
    arguments: SectionsModelRun.Shape.allCases)
  func followsThePager(shape: SectionsModelRun.Shape) throws {
    let seeds = ModelSeeds(count: 150, base: 0x5EC7_1055)
    var counts: [String: Int] = [:]
    var tally: [String: Int] = [:]
    for seed in seeds {
      var run = SectionsModelRun(seed: seed, shape: shape)
      for step in 0..<120 {
        let operation = run.step()
        counts[operation, default: 0] += 1
        do {
          try run.check()
        } catch {
          Issue.record(
            "seed \(seed) (REFRESHKIT_SEED=\(seed)), \(shape), step \(step), \(operation): \(error)"
          )
          return
        }
      }
      tally.merge(run.harness.tally, uniquingKeysWith: +)
    }
    if seeds.isComplete {
      for operation in SectionsModelRun.operations {
        #expect(
          counts[operation, default: 0] > 100,
          "\(operation) ran \(counts[operation, default: 0]) times")
      }
      var exercised = ["section inserts", "section removals", "row moves", "updates"]
      if shape != .dayLines { exercised += ["section moves", "moves to another section"] }
      for kind in exercised {
        #expect(tally[kind, default: 0] > 20, "\(kind): \(tally[kind, default: 0])")
      }
    }
  }
}
