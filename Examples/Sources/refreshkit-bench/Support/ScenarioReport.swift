/// What one scenario measured: its rows and a few lines saying how.
struct ScenarioReport: Sendable {
  /// The scenario.
  var scenario: Scenario
  /// The figures.
  var rows: [ResultRow]
  /// How it was measured and what the baseline is.
  var notes: [String]
  /// Wall-clock seconds the scenario took.
  var seconds: Double = 0
}
