import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

/// Random sequences of triggers, answers in and out of order, failures, held requests and
/// cancels, run on the real stack and checked against ``ReferenceModel`` after every step.
///
/// A failure names its seed; replay it alone with `REFRESHKIT_SEED=<seed> swift test
/// --filter RefreshEngineModelTests`.
@MainActor
@Suite(
  "Model-based: the engine agrees with a reference model on random sequences",
  .timeLimit(.minutes(10)))
struct RefreshEngineModelTests {
  static let sequenceCount = 2_000
  static let baseSeed: UInt64 = 0x5EED_2026

  /// The seeds to run: the replayed one, or `sequenceCount` derived from the base seed.
  static var seeds: ModelSeeds { ModelSeeds(count: sequenceCount, base: baseSeed) }

  /// Events with weights: triggers often (a scroll view fires load-more again and again),
  /// answers as often, cancels rarely. Held requests are the default: nothing answers
  /// until an answer event comes, so every answer is a delay of some length.
  static func randomEvent(_ random: inout SplitMix64) -> EngineEvent {
    let weighted: [(EngineEvent, Int)] = [
      (.refresh, 3), (.loadMore, 6), (.succeedNewest, 6), (.succeedOldest, 3),
      (.succeedNewestEmpty, 1), (.succeedNewestRepeatingCursor, 1), (.succeedNewestShifted, 1),
      (.failNewest, 2), (.failOldest, 1), (.cancel, 1),
    ]
    var roll = Int.random(in: 0..<weighted.reduce(0) { $0 + $1.1 }, using: &random)
    for (event, weight) in weighted {
      if roll < weight { return event }
      roll -= weight
    }
    return .loadMore
  }

  @Test(
    "2,000 random sequences: items, requests, targets, state, failure, presentation and cursor agree"
  )
  func randomSequencesAgreeWithTheModel() async {
    var failures = 0
    for seed in Self.seeds where failures < 3 {
      // The main actor is shared with every other main-actor suite: give it back between runs,
      // so that a long exploration never starves their time limits.
      await Task.yield()
      var random = SplitMix64(seed: seed)
      var harness = EngineHarness(
        lastPage: Int.random(in: 1...4, using: &random),
        honorsCancellation: Bool.random(using: &random))
      var problems: [String] = []
      for _ in 0..<Int.random(in: 4...16, using: &random) where problems.isEmpty {
        problems = await harness.apply(Self.randomEvent(&random))
      }
      if problems.isEmpty { problems = await harness.drain() }
      if !problems.isEmpty {
        failures += 1
        Issue.record(
          """
          seed \(seed) (replay: REFRESHKIT_SEED=\(seed)), honorsCancellation \
          \(harness.model.honorsCancellation), lastPage \(harness.model.lastPage)
          events: \(harness.trace)
          \(problems.joined(separator: "\n"))
          """)
      }
    }
  }
}
