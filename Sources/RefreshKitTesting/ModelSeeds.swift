import Foundation

/// The seeds a model-based suite runs, chosen the same way in every such suite.
///
/// - `REFRESHKIT_SEED=<seed>` replays that one seed alone (every failure prints its seed).
/// - `REFRESHKIT_MODEL_RUNS_PERCENT=<1…100>` runs that share of the seeds, the first ones.
///   `scripts/test.sh` sets 25 for the sanitizer passes: they look for races and memory
///   errors in the same code paths, run 3 to 10 times slower, and would otherwise spend
///   most of their time limit on sequences the plain pass has already checked.
///
/// ```swift
/// let seeds = ModelSeeds(count: 250, base: 0x5EED_2020)
/// for seed in seeds { … }
/// if seeds.isComplete { #expect(every kind of event was exercised) }
/// ```
package struct ModelSeeds: Sequence {
  /// The seeds, in the order they run.
  package let values: [UInt64]
  /// Whether all `count` seeds run: expectations about how often each kind of event was
  /// exercised hold only then.
  package let isComplete: Bool

  /// `count` seeds from `base`, `step` apart (the golden-ratio step spreads them out),
  /// unless the environment replays one seed or asks for a share of them.
  package init(
    count: Int, base: UInt64, step: UInt64 = 0x9E37_79B9,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    if let text = environment["REFRESHKIT_SEED"], let seed = UInt64(text) {
      values = [seed]
      isComplete = false
      return
    }
    let percent = environment["REFRESHKIT_MODEL_RUNS_PERCENT"].flatMap(Int.init).map {
      Swift.min(Swift.max($0, 1), 100)
    }
    let runs = percent.map { Swift.max(1, count * $0 / 100) } ?? count
    values = (0..<UInt64(runs)).map { base &+ $0 &* step }
    isComplete = runs == count
  }

  package func makeIterator() -> IndexingIterator<[UInt64]> {
    values.makeIterator()
  }
}
