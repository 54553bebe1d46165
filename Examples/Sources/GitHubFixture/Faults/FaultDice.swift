import RefreshKitTesting

/// A concurrency-safe, seeded source of fault decisions.
actor FaultDice {
  private var random: SplitMix64

  init(seed: UInt64) {
    self.random = SplitMix64(seed: seed)
  }

  /// Returns true with probability `probability` (never for ≤ 0, always for ≥ 1).
  func roll(_ probability: Double) -> Bool {
    guard probability > 0 else { return false }
    return random.nextUnitInterval() < probability
  }

  /// Returns a uniformly random integer in `0...upperBound` (0 when `upperBound <= 0`).
  func integer(through upperBound: Int) -> Int {
    guard upperBound > 0 else { return 0 }
    return random.nextInt(below: upperBound + 1)
  }

  /// Returns one of `choices` uniformly at random.
  func pick(_ choices: [Int]) -> Int? {
    choices.isEmpty ? nil : choices[random.nextInt(below: choices.count)]
  }
}
