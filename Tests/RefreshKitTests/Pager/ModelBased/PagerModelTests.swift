import Foundation
import RefreshKit
import RefreshKitTesting
import Testing

/// Random sequences of row appearances, query changes, edits, optimistic mutations,
/// refreshes, retries and server answers (slow, failing, out of order, misbehaving), run on a
/// real ``Pager`` and checked against ``PagerReferenceModel`` after every step.
///
/// A failure names its seed and the events; replay it alone with `REFRESHKIT_SEED=<seed>
/// swift test --filter PagerModelTests`.
@MainActor
@Suite(
  "Model-based: the pager agrees with a reference model on random sequences",
  .timeLimit(.minutes(10)))
struct PagerModelTests {
  static let sequenceCount = 2_000
  static let baseSeed: UInt64 = 0x9A6E_2026

  /// The seeds to run: the replayed one, or `sequenceCount` derived from the base seed.
  static var seeds: [UInt64] {
    if let text = ProcessInfo.processInfo.environment["REFRESHKIT_SEED"],
      let seed = UInt64(text)
    {
      return [seed]
    }
    return (0..<UInt64(sequenceCount)).map { baseSeed &+ $0 &* 0x9E37_79B9 }
  }

  @Test(
    "2,000 random sequences: items, ids, values, load states, change sets and requests agree"
  )
  func randomSequencesAgreeWithTheModel() async {
    var failures = 0
    var counts: [String: Int] = [:]
    for seed in Self.seeds where failures < 3 {
      let (harness, problems) = await Self.run(seed: seed)
      counts.merge(harness.counts, uniquingKeysWith: +)
      guard !problems.isEmpty else { continue }
      failures += 1
      Issue.record(
        """
        seed \(seed) (replay: REFRESHKIT_SEED=\(seed) swift test --filter PagerModelTests), \
        prefetchDistance \(harness.model.prefetchDistance), honorsCancellation \
        \(harness.model.honorsCancellation)
        events: \(harness.trace.map(\.description).joined(separator: ", "))
        \(problems.joined(separator: "\n"))
        """)
    }
    print("pager model: \(counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" })")
    if failures == 0, Self.seeds.count == Self.sequenceCount {
      #expect(counts["remote fails", default: 0] > 100, "rollbacks are exercised")
      #expect(counts["paging broke", default: 0] > 50, "misbehaving servers are exercised")
    }
  }

  /// Runs one sequence: random events, then a drain that settles everything.
  static func run(seed: UInt64) async -> (PagerHarness, [String]) {
    var random = SplitMix64(seed: seed)
    let harness = PagerHarness(
      query: "a", prefetchDistance: Int.random(in: 0...2, using: &random),
      honorsCancellation: Bool.random(using: &random))
    var script = PagerScript()
    var problems = await harness.apply(.setQuery("a"))
    for _ in 0..<Int.random(in: 8...24, using: &random) where problems.isEmpty {
      problems = await harness.apply(script.event(for: harness, using: &random))
    }
    for event in script.drain(harness) where problems.isEmpty {
      problems = await harness.apply(event)
    }
    var settle = 0
    while problems.isEmpty, harness.model.live != nil, settle < 8 {
      settle += 1
      problems = await harness.apply(.answerLive(.failure))
    }
    return (harness, problems)
  }
}
