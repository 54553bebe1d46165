import RefreshKitTesting

/// Latencies `mean ± jitter` milliseconds, uniform, from a seeded generator.
struct LatencySampler: Sendable {
  /// The mean latency in milliseconds.
  let mean: Int
  /// The largest deviation from the mean in milliseconds.
  let jitter: Int
  private var generator: SplitMix64

  /// Creates a sampler; the same seed gives the same sequence.
  init(mean: Int, jitter: Int, seed: UInt64) {
    self.mean = mean
    self.jitter = jitter
    self.generator = SplitMix64(seed: seed)
  }

  /// The next latency in milliseconds.
  mutating func next() -> Int {
    mean + Int.random(in: -jitter...jitter, using: &generator)
  }
}
