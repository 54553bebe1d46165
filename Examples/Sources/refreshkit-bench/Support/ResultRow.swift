/// One measured figure: RefreshKit's, the baseline's and their ratio, from the same run.
struct ResultRow: Sendable {
  /// The scenario the row belongs to.
  var scenario: Scenario
  /// What is measured, e.g. `stall, distance 10 (300 ± 100 ms)`.
  var metric: String
  /// RefreshKit's figure.
  var refreshKit: Double
  /// The baseline's figure.
  var baseline: Double
  /// The unit of both figures.
  var unit: String
  /// What the baseline is, in a few words.
  var baselineName: String
  /// Whether the baseline was measured elsewhere (a published figure): then no ratio is shown.
  var isCrossMachine = false

  /// RefreshKit ÷ baseline, or `nil` when the baseline is zero.
  var ratio: Double? {
    guard baseline != 0 else { return refreshKit == 0 ? 1 : nil }
    return refreshKit / baseline
  }

  /// The ratio as printed: two decimals, or `—` when undefined.
  var ratioText: String {
    guard !isCrossMachine else { return "—" }
    return ratio.map { Format.number($0, decimals: 2) } ?? "—"
  }
}
