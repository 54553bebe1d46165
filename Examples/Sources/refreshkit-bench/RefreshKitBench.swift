import ArgumentParser
import Foundation

/// `refreshkit-bench`: RefreshKit against the seed's behaviour, scenario by scenario.
///
/// ```sh
/// swift run -c release --package-path Examples refreshkit-bench
/// swift run -c release --package-path Examples refreshkit-bench --quick --scenario stalls
/// ```
@main
struct RefreshKitBench: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "refreshkit-bench",
    abstract: "Benchmarks RefreshKit against the seed's behaviour and writes Benchmarks/.",
    discussion: "Scenarios: \(Scenario.allCases.map(\.rawValue).joined(separator: ", ")).")

  @Flag(help: "Smaller workloads and fewer repetitions (a smoke run).")
  var quick = false

  @Option(
    help: "Run only this scenario (\(Scenario.allCases.map(\.rawValue).joined(separator: ", "))).")
  var scenario: Scenario?

  @Option(help: "Where RESULTS.md and the SVG go (default: Benchmarks/ at the repository root).")
  var output: String?

  func run() async throws {
    let directory = output.map { URL(fileURLWithPath: $0) } ?? Self.defaultOutput
    let selected = scenario.map { [$0] } ?? Scenario.allCases
    try await BenchRunner(quick: quick, scenarios: selected, output: directory).run()
  }

  /// `Benchmarks/` next to `Examples/`, found from this file's path.
  static var defaultOutput: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // refreshkit-bench
      .deletingLastPathComponent()  // Sources
      .deletingLastPathComponent()  // Examples
      .deletingLastPathComponent()  // repository root
      .appendingPathComponent("Benchmarks", isDirectory: true)
  }
}
