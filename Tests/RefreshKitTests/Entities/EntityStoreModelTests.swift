import Foundation
import RefreshKitTesting
import Testing

/// Random sequences run on 3 to 5 real ``Pager``s sharing one ``EntityStore`` (with a
/// version key path in most runs): pages with fresh and stale copies, rows appearing (loads
/// and trims), refreshes, query changes, store edits and removals, mutations finished in any
/// order, list edits, external upserts and deletes, detail observations. After every step
/// each list, and the store, are checked against a naive reference.
///
/// A failure names its seed; replay it alone with
/// `REFRESHKIT_SEED=<seed> swift test --filter EntityStoreModelTests`.
@MainActor
@Suite(
  "Model-based: lists sharing an EntityStore agree with a naive reference", .timeLimit(.minutes(4)))
struct EntityStoreModelTests {
  static let runs = 200
  static let stepsPerRun = 80
  static let baseSeed: UInt64 = 0xE4_7172_2022

  /// The seeds to run: the replayed one, or `runs` from the base seed.
  static var seeds: ModelSeeds { ModelSeeds(count: runs, base: baseSeed) }

  @Test(
    """
    every list shows the store's value for every id it holds (its own edits on top); none \
    shows a copy older than the newest seen; a rollback restores exactly what was there; \
    change sets rebuild each list; lists not holding a changed id publish nothing; the \
    store holds only what a list, observer or running mutation holds
    """)
  func randomRunsAgreeWithTheReference() async throws {
    var counts: [String: Int] = [:]
    var failures = 0
    let seeds = Self.seeds
    for seed in seeds where failures < 2 {
      // The main actor is shared with every other main-actor suite: give it back between runs,
      // so that a long exploration never starves their time limits.
      await Task.yield()
      var random = SplitMix64(seed: seed)
      let setup = try EntityModelSetup(random: &random)
      let harness = EntityModelHarness(setup: setup)
      var problems = await harness.step(.refresh(list: 0))
      for list in 1..<setup.lists.count where problems.isEmpty {
        problems = await harness.step(.refresh(list: list))
      }
      for _ in 0..<Self.stepsPerRun where problems.isEmpty {
        problems = await harness.step(harness.nextEvent(using: &random))
      }
      await harness.tearDown()
      problems += harness.problems
      counts.merge(harness.counts, uniquingKeysWith: +)
      guard !problems.isEmpty else { continue }
      failures += 1
      Issue.record(
        """
        seed \(seed) (replay: REFRESHKIT_SEED=\(seed) swift test --filter EntityStoreModelTests), \
        step \(harness.trace.count): \(setup)
        \(problems.joined(separator: "\n"))
        last events: \(harness.trace.suffix(16).map(\.description).joined(separator: ", "))
        """)
    }
    print(
      "EntityStoreModelTests: \(seeds.values.count) runs, events \(counts.sorted { $0.key < $1.key })"
    )
    if failures == 0, seeds.isComplete {
      for kind in [
        "answer page", "answer stale page", "answer failure", "query", "store update",
        "store remove", "mutate", "remote ok", "remote fails", "list update", "upsert", "delete",
        "observe", "end observation", "trim",
      ] {
        #expect(counts[kind, default: 0] > 20, "\(kind) is exercised: \(counts)")
      }
    }
  }
}
