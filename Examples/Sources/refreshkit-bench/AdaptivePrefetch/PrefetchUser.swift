/// The user of one cell of the adaptive prefetch grid: how fast, and whether steadily or in
/// bursts with pauses, as the virtual times of one-row scroll steps.
struct PrefetchUser: Sendable {
  let rowsPerSecond: Int
  let bursts: Bool
  /// Rows scrolled past the first screen; then the user stops.
  let rows: Int
  /// Rows on screen.
  let visibleRows = 15
  /// Seconds of scrolling, then of pause, in a burst.
  static let burstSeconds = 3
  static let pauseSeconds = 2

  /// `20 rows/s, bursts`.
  var name: String { "\(rowsPerSecond) rows/s, \(bursts ? "bursts" : "steady")" }

  /// Milliseconds from the first screen to each step: steps 1 ÷ speed apart, and a pause
  /// after every burst (rounded to the millisecond, without drift).
  var stepTimesMs: [Int] {
    let perBurst = Self.burstSeconds * rowsPerSecond
    return (1...rows).map { step in
      let pauses = bursts ? (step - 1) / perBurst : 0
      return (step * 1_000 + rowsPerSecond / 2) / rowsPerSecond + pauses * Self.pauseSeconds * 1_000
    }
  }

  /// How long the scroll lasts, in milliseconds.
  var durationMs: Int { stepTimesMs.last ?? 0 }

  /// The last row the user sees.
  var lastRow: Int { visibleRows - 1 + rows }
}
