import RefreshKitTesting

/// The network of one cell of the adaptive prefetch grid: a page's latency from its number
/// (its jitter, the same in every arm) and the time it is requested (the mean, which the
/// switching network changes).
struct PrefetchNetwork: Sendable {
  /// One stretch of the network: `mean ± jitter` milliseconds until a share of the scroll.
  struct Phase: Sendable {
    var meanMs: Int
    var jitterMs: Int
    /// The share of the scroll's duration (by request time) at which the phase ends.
    var until: Double
  }

  /// `300 ± 100 ms` or `300 ms → 2 s → 300 ms`.
  let name: String
  let phases: [Phase]

  /// The networks of the grid: three steady ones, and one that turns to 2 s halfway through
  /// the scroll and back to 300 ms halfway through the rest.
  static let grid = [
    steady("50 ± 20 ms", 50, 20), steady("300 ± 100 ms", 300, 100),
    steady("2.0 ± 0.5 s", 2_000, 500),
    PrefetchNetwork(
      name: "300 ms → 2 s → 300 ms",
      phases: [
        Phase(meanMs: 300, jitterMs: 100, until: 0.5),
        Phase(meanMs: 2_000, jitterMs: 500, until: 0.75),
        Phase(meanMs: 300, jitterMs: 100, until: .infinity),
      ]),
  ]

  static func steady(_ name: String, _ meanMs: Int, _ jitterMs: Int) -> PrefetchNetwork {
    PrefetchNetwork(
      name: name, phases: [Phase(meanMs: meanMs, jitterMs: jitterMs, until: .infinity)])
  }

  /// The latency in milliseconds of `page`, requested at `timeMs` of a scroll lasting
  /// `durationMs`: the phase's mean plus a jitter drawn from the page number and `seed`.
  func latencyMs(page: Int, at timeMs: Int, of durationMs: Int, seed: UInt64) -> Int {
    let share = Double(timeMs) / Double(max(1, durationMs))
    let phase = phases.first { share < $0.until } ?? phases[phases.count - 1]
    var generator = SplitMix64(seed: seed &+ UInt64(max(page, 0)) &* 0x9E37_79B9_7F4A_7C15)
    return phase.meanMs + Int.random(in: -phase.jitterMs...phase.jitterMs, using: &generator)
  }
}
