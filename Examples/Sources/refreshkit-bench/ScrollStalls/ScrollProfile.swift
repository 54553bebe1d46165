/// The scrolling user and the network of one stall run.
struct ScrollProfile: Sendable {
  /// Rows in the whole feed.
  var totalItems = 10_000
  /// Rows per page.
  var pageSize = 30
  /// How fast the user scrolls.
  var rowsPerSecond = 20
  /// Rows on screen.
  var visibleRows = 15
  /// Mean network latency in milliseconds.
  var latencyMs: Int
  /// Largest deviation from the mean, in milliseconds.
  var jitterMs: Int
  /// The latency generator's seed; every arm of a comparison uses the same one.
  var seed: UInt64 = 42

  /// Virtual milliseconds between two one-row scroll steps.
  var stepMs: Int { 1000 / rowsPerSecond }

  /// `300 ± 100 ms`.
  var networkName: String {
    latencyMs >= 1000 && latencyMs % 100 == 0 && jitterMs % 100 == 0
      ? "\(Double(latencyMs) / 1000) ± \(Double(jitterMs) / 1000) s"
      : "\(latencyMs) ± \(jitterMs) ms"
  }
}

/// What starts a load-more in a stall run.
enum StallTrigger: Sendable {
  /// RefreshKit: `RefreshController.visibleRangeDidChange(lastVisibleIndex:)` with this
  /// prefetch distance, reported on every scroll step and every content change.
  case prefetch(distance: Int)
  /// The seed: `trigger(.loadingMore)` when the footer row (after the last item) appears.
  case footer

  /// The controller's prefetch distance (0 for the seed's footer trigger).
  var distance: Int {
    if case .prefetch(let distance) = self { return distance }
    return 0
  }
}

/// The outcome of one stall run, in virtual time.
struct ScrollOutcome: Sendable {
  /// Total virtual milliseconds the footer (the end of loaded content) was on screen.
  var stallMs: Int
  /// How many times the user reached the footer.
  var stalls: Int
  /// Virtual milliseconds from the first page to the last row on screen.
  var durationMs: Int
  /// Requests sent.
  var requests: Int
  /// Rows loaded at the end.
  var itemCount: Int
}
