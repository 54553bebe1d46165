/// A tiny, fast, deterministic pseudo-random number generator (SplitMix64).
///
/// The same seed always produces the same sequence on every platform, which makes generated
/// datasets and injected faults reproducible.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let roll = random.nextUnitInterval()  // 0 ≤ roll < 1
/// ```
struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator whose sequence is fully determined by `seed`.
  init(seed: UInt64) {
    self.state = seed
  }

  /// Returns the next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Returns a uniformly distributed `Double` in the half-open interval `0..<1`.
  mutating func nextUnitInterval() -> Double {
    Double(next() >> 11) * 0x1.0p-53
  }

  /// Returns a uniformly distributed integer in `0..<upperBound` (0 when `upperBound <= 0`).
  mutating func nextInt(below upperBound: Int) -> Int {
    guard upperBound > 0 else { return 0 }
    return Int(next() % UInt64(upperBound))
  }
}
