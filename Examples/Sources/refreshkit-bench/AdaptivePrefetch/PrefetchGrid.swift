import RefreshKitTesting

/// The network of one cell of the adaptive prefetch grid: a page's latency from its number
/// (the jitter, the same in every arm) and the time it was requested (the mean, which a
/// switching network changes).
struct PrefetchNetwork: Sendable {
  /// `300 ± 100 ms` or `300 ms → 2 s → 300 ms`.
  let name: String
  /// Mean and jitter in seconds, and the share of the run (by request time) each lasts.
  let phases: [(mean: Double, jitter: Double, until: Double)]

  static let grid = [
    steady("50 ± 20 ms", 0.05, 0.02), steady("300 ± 100 ms", 0.3, 0.1),
    steady("2.0 ± 0.5 s", 2.0, 0.5),
    PrefetchNetwork(
      name: "300 ms → 2 s → 300 ms",
      phases: [(0.3, 0.1, 1.0 / 3), (2.0, 0.5, 2.0 / 3), (0.3, 0.1, .infinity)]),
  ]

  static func steady(_ name: String, _ mean: Double, _ jitter: Double) -> PrefetchNetwork {
    PrefetchNetwork(name: name, phases: [(mean, jitter, .infinity)])
  }

  /// The latency in seconds of `page`, requested at `time` of a run lasting `duration`.
  func latency(page: Int, at time: Double, of duration: Double, seed: UInt64) -> Double {
    let phase = phases.first { time < $0.until * duration } ?? phases[phases.count - 1]
    var generator = SplitMix64(seed: seed &+ UInt64(max(page, 0)) &* 0x9E37_79B9_7F4A_7C15)
    return phase.mean + Double.random(in: -1...1, using: &generator) * phase.jitter
  }
}

/// The user of one cell: how fast, steadily or in bursts, as the gaps between one-row steps.
struct PrefetchUser: Sendable {
  let rowsPerSecond: Double
  let bursts: Bool
  /// Rows scrolled past the first screen.
  let rows: Int
  /// Rows on screen.
  let visibleRows = 15
  /// Seconds of scrolling and of pause in a burst.
  static let burst = 3.0
  static let pause = 2.0

  var name: String { "\(Int(rowsPerSecond)) rows/s \(bursts ? "bursts" : "steady")" }

  /// Seconds before each step: 1 ÷ speed, plus a pause after every burst.
  var gaps: [Double] {
    let step = 1 / rowsPerSecond
    let perBurst = Int(Self.burst * rowsPerSecond)
    return (1...rows).map { row in
      bursts && row % perBurst == 0 ? step + Self.pause : step
    }
  }

  /// The last row the user sees.
  var lastRow: Int { visibleRows - 1 + rows }
}
