import RefreshKitTesting
import Testing

@Suite("SplitMix64: a seeded generator that replays")
struct SplitMix64Tests {
  @Test("the same seed gives the same sequence; another seed another one")
  func deterministic() {
    var first = SplitMix64(seed: 1)
    var second = SplitMix64(seed: 1)
    var other = SplitMix64(seed: 2)
    let sequence = (0..<5).map { _ in first.next() }
    #expect(sequence == (0..<5).map { _ in second.next() })
    #expect(sequence != (0..<5).map { _ in other.next() })
  }

  @Test("unit-interval rolls stay in 0..<1 and average about one half")
  func unitInterval() {
    var random = SplitMix64(seed: 3)
    let rolls = (0..<10_000).map { _ in random.nextUnitInterval() }
    #expect(rolls.allSatisfy { $0 >= 0 && $0 < 1 })
    let mean = rolls.reduce(0, +) / Double(rolls.count)
    #expect(abs(mean - 0.5) < 0.02)
  }

  @Test("nextInt(below:) stays below its bound, and is 0 for an empty range")
  func boundedIntegers() {
    var random = SplitMix64(seed: 4)
    let draws = (0..<1_000).map { _ in random.nextInt(below: 7) }
    #expect(draws.allSatisfy { (0..<7).contains($0) })
    #expect(Set(draws).count == 7)
    #expect(random.nextInt(below: 0) == 0)
  }
}
