/// Scenario 4: a 10-letter query typed at 100 ms a letter against 300 ms latency, in
/// virtual time.
@MainActor
struct SearchAsYouTypeScenario {
  /// The query typed.
  static let query = "refreshkit"
  /// Virtual milliseconds between letters.
  static let keystrokeMs = 100
  /// The network's latency.
  static let latencyMs = 300
  /// The Feedback arm's debounce.
  static let debounceMs = 250

  /// Runs both arms on their own clocks and compares them.
  func run() async -> ScenarioReport {
    let feedbackTime = VirtualTime()
    let feedbackNetwork = VirtualSearchNetwork(time: feedbackTime, latencyMs: Self.latencyMs)
    let feedback = await FeedbackArm(
      time: feedbackTime, network: feedbackNetwork, debounceMs: Self.debounceMs
    ).run(driver: driver(feedbackTime))

    let undebouncedTime = VirtualTime()
    let undebouncedNetwork = VirtualSearchNetwork(time: undebouncedTime, latencyMs: Self.latencyMs)
    let undebounced = await FeedbackArm(
      time: undebouncedTime, network: undebouncedNetwork, debounceMs: 0
    ).run(driver: driver(undebouncedTime))

    let naiveTime = VirtualTime()
    let naiveNetwork = VirtualSearchNetwork(time: naiveTime, latencyMs: Self.latencyMs)
    let naive = await NaiveArm(network: naiveNetwork).run(driver: driver(naiveTime))

    let lastKey = (Self.query.count - 1) * Self.keystrokeMs
    let baselineName = "request per keystroke"
    let rows = [
      ResultRow(
        scenario: .typing, metric: "requests sent",
        refreshKit: Double(feedbackNetwork.sent), baseline: Double(naiveNetwork.sent),
        unit: "requests", baselineName: baselineName),
      ResultRow(
        scenario: .typing, metric: "stale responses applied",
        refreshKit: Double(feedback.staleApplied), baseline: Double(naive.staleApplied),
        unit: "responses", baselineName: baselineName),
      ResultRow(
        scenario: .typing, metric: "responses applied",
        refreshKit: Double(feedback.applied), baseline: Double(naive.applied),
        unit: "responses", baselineName: baselineName),
      ResultRow(
        scenario: .typing, metric: "last keystroke → final results on screen",
        refreshKit: Double(feedback.lastAppliedAt - lastKey),
        baseline: Double(naive.lastAppliedAt - lastKey), unit: "ms (virtual)",
        baselineName: baselineName),
      ResultRow(
        scenario: .typing, metric: "no debounce (react only): requests sent",
        refreshKit: Double(undebouncedNetwork.sent), baseline: Double(naiveNetwork.sent),
        unit: "requests", baselineName: baselineName),
      ResultRow(
        scenario: .typing, metric: "no debounce (react only): stale responses applied",
        refreshKit: Double(undebounced.staleApplied), baseline: Double(naive.staleApplied),
        unit: "responses", baselineName: baselineName),
    ]
    let correct = [feedback, undebounced, naive].allSatisfy { $0.shown == Self.query }
    let notes = [
      "\"\(Self.query)\" typed at \(Self.keystrokeMs) ms a letter; every request takes "
        + "\(Self.latencyMs) ms of virtual time (a hand-rolled virtual clock; nothing sleeps).",
      "RefreshKit: a Feedback system — `react(query: \\.pending)` debounces \(Self.debounceMs) ms "
        + "(a new keystroke cancels the wait), `react(query: \\.committed)` searches (a new query "
        + "cancels the request in flight and drops its response). Baseline: a request per "
        + "keystroke, each response applied when it arrives.",
      "A stale response is one applied while the field already shows a different text. "
        + "The debounce costs latency: the final results appear \(Self.debounceMs) ms later "
        + "than the naive client's, which flashes the stale results first.",
      "Without the debounce, react(query:) alone still sends a request per keystroke but "
        + "cancels \(undebouncedNetwork.cancelled) of them when the next letter arrives, so no "
        + "stale response is applied.",
      "Final results on screen are for \"\(Self.query)\" in every arm: \(correct ? "yes" : "NO").",
    ]
    return ScenarioReport(scenario: .typing, rows: rows, notes: notes)
  }

  private func driver(_ time: VirtualTime) -> TypingDriver {
    TypingDriver(query: Self.query, keystrokeMs: Self.keystrokeMs, time: time)
  }
}
