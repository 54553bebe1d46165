/// Scenario 2: what the engine itself costs, with a network that answers at once.
@MainActor
struct EngineOverheadScenario {
  /// Smaller workloads.
  let quick: Bool

  /// Measures throughput, transition cost and scaling against the seed-style baselines.
  func run() async throws -> ScenarioReport {
    let pageSize = 30
    let small = quick ? 200 : 1_000
    let large = small * 10
    let transitions = quick ? 10_000 : 50_000
    // Warm up both paths (allocations, first-touch) before timing.
    _ = try await PageThroughput.refreshKit(pages: 100, pageSize: pageSize)
    _ = try await PageThroughput.seedStyle(pages: 100, pageSize: pageSize)

    let kitSmall = try await PageThroughput.refreshKit(pages: small, pageSize: pageSize)
    let seedSmall = try await PageThroughput.seedStyle(pages: small, pageSize: pageSize)
    let kitLarge = try await PageThroughput.refreshKit(pages: large, pageSize: pageSize)
    let seedLarge = try await PageThroughput.seedStyle(pages: large, pageSize: pageSize)
    _ = try await TransitionTiming.stateMachine(count: 1_000)
    let machineNs = try await TransitionTiming.stateMachine(count: transitions)
    let taskNs = await TransitionTiming.barePerTransitionTask(count: transitions)
    let directNs = await TransitionTiming.directCall(count: transitions)

    let rows = [
      ResultRow(
        scenario: .overhead, metric: "pages applied per second (\(large) pages of \(pageSize))",
        refreshKit: Double(large) / kitLarge, baseline: Double(large) / seedLarge,
        unit: "pages/s", baselineName: "seed merge (old + new)"),
      ResultRow(
        scenario: .overhead, metric: "time to apply \(large) pages",
        refreshKit: kitLarge, baseline: seedLarge, unit: "s",
        baselineName: "seed merge (old + new)"),
      ResultRow(
        scenario: .overhead, metric: "scaling: time(\(large) pages) ÷ time(\(small) pages)",
        refreshKit: kitLarge / kitSmall, baseline: seedLarge / seedSmall,
        unit: "× (linear ≈ 10)", baselineName: "seed merge (old + new)"),
      ResultRow(
        scenario: .overhead, metric: "state transition (trigger round-trip)",
        refreshKit: machineNs, baseline: taskNs, unit: "ns",
        baselineName: "bare Task per transition"),
    ]
    let notes = [
      "Pages: `StateMachine.trigger` on RefreshKit's `RefreshOperator` (in-place append through "
        + "`pageablePropertyPath`) against a seed-style operator on the same machine that merges "
        + "by copying (`model.items = old + new`); both over a network that builds the "
        + "requested page at once, so only the engine and the merge are measured.",
      "Transitions: \(transitions) `try await machine.trigger(_:)` round-trips of an operator "
        + "that does no work, against the least a cancellable transition costs: awaiting "
        + "`Task { @MainActor in await op.transition(with:) }.value`. Calling the operator "
        + "directly, with no task and no suspension, takes \(Format.figure(directNs)) ns.",
    ]
    return ScenarioReport(scenario: .overhead, rows: rows, notes: notes)
  }
}
