import Foundation
import GitHubFixture
import Logging
import RefreshKitHTTP

/// Scenario 3: all 1,000 results of a query (10 pages of 100) from the in-process fixture
/// server, through RefreshKitHTTP and a `Pager`, against plain sequential URLSession GETs.
@MainActor
struct LoopbackScenario {
  /// Fewer repetitions.
  let quick: Bool

  /// The query: every repository matches, so the 1,000-result window is full.
  static let query = "stars:>=0"

  /// Starts the server, walks both ways several times (alternating which goes first) and
  /// reports the medians.
  func run() async throws -> ScenarioReport {
    var logger = Logger(label: "refreshkit-bench.fixture")
    logger.logLevel = .error
    let server = try GitHubFixtureServer(configuration: .init(), logger: logger)
    let running = try await server.start()
    do {
      let report = try await measure(baseURL: running.baseURL)
      try await running.stop()
      return report
    } catch {
      try? await running.stop()
      throw error
    }
  }

  private func measure(baseURL text: String) async throws -> ScenarioReport {
    guard let baseURL = URL(string: text) else { throw BenchError.invalid("bad URL \(text)") }
    let walk = LoopbackPagerWalk(baseURL: baseURL, query: Self.query, perPage: 100)
    let recorder = RecordingTransport(URLSessionHTTPTransport())
    let warmCount = try await walk.run(transport: recorder)
    let plain = PlainWalk(urls: recorder.urls)
    _ = try await plain.run()
    guard warmCount == 1_000, recorder.urls.count == 10 else {
      throw BenchError.invalid("walked \(warmCount) results in \(recorder.urls.count) pages")
    }
    let repetitions = quick ? 3 : 15
    var engineTimes: [Double] = []
    var plainTimes: [Double] = []
    let clock = ContinuousClock()
    for repetition in 0..<repetitions {
      for engineFirst in [repetition % 2 == 0, repetition % 2 != 0] {
        let start = clock.now
        let count = engineFirst ? try await walk.run() : try await plain.run()
        let seconds = Format.seconds(start.duration(to: clock.now))
        guard count == 1_000 else { throw BenchError.invalid("walked \(count) results") }
        if engineFirst { engineTimes.append(seconds) } else { plainTimes.append(seconds) }
      }
    }
    let engine = Statistics.median(engineTimes) * 1000
    let baseline = Statistics.median(plainTimes) * 1000
    let ratio = engine / baseline
    let pairedRatio = Statistics.median(zip(engineTimes, plainTimes).map { $0 / $1 })
    let rows = [
      ResultRow(
        scenario: .loopback, metric: "walk 1,000 results (10 pages of 100), median",
        refreshKit: engine, baseline: baseline, unit: "ms",
        baselineName: "sequential URLSession GETs"),
      ResultRow(
        scenario: .loopback, metric: "per page, median",
        refreshKit: engine / 10, baseline: baseline / 10, unit: "ms",
        baselineName: "sequential URLSession GETs"),
    ]
    let notes = [
      "In-process GitHubFixtureServer (generated dataset, no faults) on loopback; query "
        + "`\(Self.query)`, `per_page=100`, following the `Link` header to the end of the "
        + "1,000-result window.",
      "RefreshKit: HTTPPageLoader (`.linkHeader`, URLSession transport) + Pager, refresh then "
        + "load-more until the end is reached. Baseline: plain sequential "
        + "`URLSession.data(from:)` of the same 10 URLs (recorded from a warm-up walk), each body "
        + "decoded with the same Decodable types.",
      "\(repetitions) repetitions of each after one warm-up, alternating which goes first; "
        + "the rows show medians. The goal is judged on the median of the per-repetition ratios "
        + "(each repetition's two walks run back to back, so a slow stretch of the shared "
        + "machine falls on both): ≤ 1.05: "
        + (pairedRatio <= 1.05 ? "met" : "NOT met")
        + " (\(Format.number(pairedRatio, decimals: 3)); the ratio of the medians is "
        + "\(Format.number(ratio, decimals: 3))). Both walks share 2 cores with the server.",
    ]
    return ScenarioReport(scenario: .loopback, rows: rows, notes: notes)
  }
}
