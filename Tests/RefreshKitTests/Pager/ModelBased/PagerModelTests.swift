import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

/// Random sequences of row appearances, refreshes, retries, query changes, jumps, edits,
/// optimistic mutations, answers (pages, failures, late, out of order), cache failures and
/// automatic retries, run on a real ``Pager`` in each configuration and checked after every
/// step against a naive reference: the server's rows as plain arrays and the edits in force.
///
/// A failure names its seed and configuration; replay it alone with
/// `REFRESHKIT_SEED=<seed> swift test --filter PagerModelTests`.
@MainActor
@Suite("Model-based: the one Pager agrees with a naive reference", .timeLimit(.minutes(5)))
struct PagerModelTests {
  static let runsPerConfiguration = 250
  static let stepsPerRun = 60
  static let baseSeed: UInt64 = 0x5EED_2020

  /// The seeds to run: the replayed one, or `runsPerConfiguration` from the base seed.
  static var seeds: ModelSeeds { ModelSeeds(count: runsPerConfiguration, base: baseSeed) }

  @Test(
    """
    ids unique; items are the server's rows of the pages held plus the edits in force; \
    placeholders count the rows around them; change sets rebuild rows and placeholders; \
    the loads in flight are those sent and not cancelled; at most maxItems held; a final \
    walk shows every row once, in order
    """,
    arguments: ModelSetup.Kind.allCases)
  func randomRunsAgreeWithTheReference(kind: ModelSetup.Kind) async throws {
    var counts: [String: Int] = [:]
    var failures = 0
    let seeds = Self.seeds
    for seed in seeds where failures < 2 {
      // The main actor is shared with every other main-actor suite: give it back between runs,
      // so that a long exploration never starves their time limits.
      await Task.yield()
      var random = SplitMix64(seed: seed)
      let setup = try ModelSetup(kind: kind, random: &random)
      let harness = PagerModelHarness(setup: setup)
      let problems = await Self.run(harness, using: &random)
      await harness.tearDown()
      counts.merge(harness.counts, uniquingKeysWith: +)
      guard !problems.isEmpty else { continue }
      failures += 1
      Issue.record(
        """
        seed \(seed) (replay: REFRESHKIT_SEED=\(seed) swift test --filter PagerModelTests), \
        \(setup), step \(harness.trace.count)
        \(problems.joined(separator: "\n"))
        last events: \(harness.trace.suffix(16).map(\.description).joined(separator: ", "))
        requests: \(harness.gate.entries.enumerated().suffix(30).map { "#\($0) \($1)" })
        """)
    }
    if failures == 0, seeds.isComplete {
      for kind in [
        "answer page", "answer failure", "answer cancellation", "edit", "mutate", "remote fails",
        "query",
      ] {
        #expect(counts[kind, default: 0] > 20, "\(kind) is exercised: \(counts)")
      }
      if kind == .pipelinedWindow {
        #expect(counts["pipelined", default: 0] > 20, "appends are pipelined: \(counts)")
      }
    }
  }

  /// One run: a first refresh, random steps, then the final walk.
  static func run(_ harness: PagerModelHarness, using random: inout SplitMix64) async -> [String] {
    var problems = await harness.step(.refresh)
    for _ in 0..<stepsPerRun where problems.isEmpty {
      problems = await harness.step(harness.nextEvent(using: &random))
    }
    guard problems.isEmpty else { return problems }
    return await harness.finalWalk(using: &random)
  }
}
