/// A small seeded generator, so every virtual-time run draws the same latencies.
struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator from `seed`.
  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

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
