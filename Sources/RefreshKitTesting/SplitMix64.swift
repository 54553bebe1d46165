/// A small, fast, seeded pseudo-random number generator (SplitMix64): the same seed gives
/// the same sequence on every platform, so a failing model-based run can be replayed from
/// its printed seed, and generated data sets and benchmark workloads are reproducible.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let roll = random.nextUnitInterval()            // 0 ≤ roll < 1
/// let index = random.nextInt(below: 10)           // 0..<10
/// let latency = Int.random(in: 5...50, using: &random)
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator whose sequence is fully determined by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniformly distributed `Double` in the half-open interval `0..<1`.
  public mutating func nextUnitInterval() -> Double {
    Double(next() >> 11) * 0x1.0p-53
  }

  /// An integer in `0..<upperBound` (0 when `upperBound <= 0`).
  public mutating func nextInt(below upperBound: Int) -> Int {
    guard upperBound > 0 else { return 0 }
    return Int(next() % UInt64(upperBound))
  }
}
