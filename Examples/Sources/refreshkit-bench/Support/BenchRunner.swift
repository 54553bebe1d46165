import Foundation

/// Runs the selected scenarios, prints the table and writes RESULTS.md and the SVG plot.
@MainActor
struct BenchRunner {
  /// Smaller workloads.
  let quick: Bool
  /// The scenarios to run, in order.
  let scenarios: [Scenario]
  /// Where RESULTS.md and the SVG go.
  let output: URL

  /// Runs everything and writes the files.
  func run() async throws {
    let machine = MachineInfo.current()
    print("refreshkit-bench — \(machine.cpu), \(machine.cores) cores, \(machine.swiftVersion)")
    print(quick ? "quick mode: smaller workloads\n" : "")
    var reports: [ScenarioReport] = []
    var curves: [StallCurve] = []
    var plotTitle = ""
    let clock = ContinuousClock()
    for scenario in scenarios {
      print("running \(scenario.title)…")
      let start = clock.now
      var report: ScenarioReport
      switch scenario {
      case .stalls:
        let result = try await ScrollStallsScenario(quick: quick).run()
        report = result.report
        curves = result.curves
        plotTitle = result.title
      case .overhead:
        report = try await EngineOverheadScenario(quick: quick).run()
      case .loopback:
        report = try await LoopbackScenario(quick: quick).run()
      case .cache:
        report = try await PageCacheScenario(quick: quick).run()
      case .typing:
        report = await SearchAsYouTypeScenario().run()
      case .changes:
        report = try await ChangeSetsScenario(quick: quick).run()
      case .window:
        report = try await WindowScenario(quick: quick).run()
      case .revalidation:
        report = try await RevalidationScenario(quick: quick).run()
      case .prefetch:
        report = try await AdaptivePrefetchScenario(quick: quick).run()
      case .sections:
        report = try await SectionsScenario(quick: quick).run()
      }
      report.seconds = Format.seconds(start.duration(to: clock.now))
      print(ResultsTable.render(report))
      reports.append(report)
    }
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let markdown = MarkdownReport(machine: machine, quick: quick, reports: reports).render()
    let resultsFile = output.appendingPathComponent("RESULTS.md")
    try markdown.write(to: resultsFile, atomically: true, encoding: .utf8)
    print("wrote \(resultsFile.path)")
    if !curves.isEmpty {
      let plotFile = output.appendingPathComponent("stall-vs-prefetch.svg")
      try StallPlot(curves: curves, title: plotTitle).render().write(
        to: plotFile, atomically: true, encoding: .utf8)
      print("wrote \(plotFile.path)")
    }
  }
}
