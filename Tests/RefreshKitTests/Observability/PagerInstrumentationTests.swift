import Clocks
import Logging
import MetricsTestKit
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite("Pager instrumentation: swift-log lines and swift-metrics counters", .timeLimit(.minutes(1)))
struct PagerInstrumentationTests {
  /// Runs the network scenario with `instrumentation` (and an event recorder to wait on).
  func run(_ instrumentation: PagerInstrumentation) async throws {
    let clock = TestClock()
    let (pager, server) = try makeObservedPager(clock: clock)
    pager.instrumentation = instrumentation
    let recorder = EventRecorder(pager)
    try await runNetworkScenario(pager, server, clock: clock, recorder: recorder)
  }

  @Test("every event is logged at debug or trace, none at info or above, without the query's text")
  func logsQuietlyWithoutQueryText() async throws {
    let handler = RecordingLogHandler()
    try await run(PagerInstrumentation(name: "search", logger: handler.logger(), metrics: nil))
    let lines = handler.lines.withLock { $0 }
    #expect(lines.count == 16)
    #expect(lines.allSatisfy { $0.level == .debug || $0.level == .trace })
    #expect(!lines.contains { $0.text.contains("swift") || $0.text.contains("rust") })
    #expect(lines.allSatisfy { $0.text.contains("pager=search") && $0.text.contains("query=#") })
    let first = lines.first?.text ?? ""
    #expect(
      first.hasPrefix(
        "started refresh cursor=nil attempt=1 generation=1 (refresh) attempt=1 cursor=nil"
          + " direction=refresh event=load_started generation=1 pager=search query=#"))
    #expect(first.hasSuffix(" reason=refresh"))
  }

  @Test("a logger at info receives nothing")
  func infoLoggerGetsNothing() async throws {
    let handler = RecordingLogHandler()
    try await run(PagerInstrumentation(name: "search", logger: handler.logger(level: .info)))
    #expect(handler.lines.withLock { $0.isEmpty })
  }

  @Test("the query's text is logged when the app opts in")
  func logsQueryTextWhenAsked() async throws {
    let handler = RecordingLogHandler()
    try await run(
      PagerInstrumentation(
        name: "search", logger: handler.logger(), metrics: nil, logsQueryText: true))
    let lines = handler.lines.withLock { $0.map(\.text) }
    #expect(lines.first?.contains("query=swift") == true)
    #expect(lines.last?.contains("query=rust") == true)
  }

  @Test("the counters and timers after the scenario: loads, failures, retries, cancellations")
  func metrics() async throws {
    let metrics = TestMetrics()
    try await run(PagerInstrumentation(name: "search", metrics: metrics))
    func total(_ label: String, _ dimension: (String, String)) -> Int64 {
      metrics.counterTotal(label: label, dimensions: [("pager", "search"), dimension])
    }
    #expect(total("refreshkit_pager_loads", ("direction", "refresh")) == 2)
    #expect(total("refreshkit_pager_loads", ("direction", "append")) == 5)
    #expect(total("refreshkit_pager_failures", ("direction", "append")) == 1)
    #expect(total("refreshkit_pager_retries", ("direction", "append")) == 1)
    #expect(total("refreshkit_pager_cancellations", ("reason", "query_change")) == 1)
    #expect(total("refreshkit_pager_cancellations", ("reason", "superseded")) == 0)
    let appendLatencies = try metrics.expectTimer(
      "refreshkit_pager_load_duration", [("pager", "search"), ("direction", "append")])
    #expect(appendLatencies.values == [0, 250_000_000, 0])
  }
}
