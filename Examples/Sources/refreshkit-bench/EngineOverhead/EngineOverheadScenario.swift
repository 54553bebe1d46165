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
    let appendSamples = quick ? 21 : 101
    // Warm up both paths (allocations, first-touch) before timing.
    _ = try await PageThroughput.refreshKit(pages: 100, pageSize: pageSize)
    _ = try await PageThroughput.seedStyle(pages: 100, pageSize: pageSize)
    _ = try await PagerThroughput.seconds(pages: 100, pageSize: pageSize)

    // Each figure is the median of `rounds` runs, the three engines taking turns (the order
    // rotating every round), so a machine busy for a moment weighs on all three alike.
    let rounds = quick ? 3 : 7
    var times: [[Double]] = Array(repeating: [], count: 6)
    for round in 0..<rounds {
      for turn in 0..<3 {
        switch (round + turn) % 3 {
        case 0:
          times[0].append(try await PageThroughput.refreshKit(pages: small, pageSize: pageSize))
          times[1].append(try await PageThroughput.refreshKit(pages: large, pageSize: pageSize))
        case 1:
          times[2].append(try await PageThroughput.seedStyle(pages: small, pageSize: pageSize))
          times[3].append(try await PageThroughput.seedStyle(pages: large, pageSize: pageSize))
        default:
          times[4].append(try await PagerThroughput.seconds(pages: small, pageSize: pageSize))
          times[5].append(try await PagerThroughput.seconds(pages: large, pageSize: pageSize))
        }
      }
    }
    let medians = times.map(Statistics.median)
    let (kitSmall, kitLarge, seedSmall) = (medians[0], medians[1], medians[2])
    let (seedLarge, pagerSmall, pagerLarge) = (medians[3], medians[4], medians[5])
    let events = try await EventListenerCost.measure(
      pages: small, pageSize: pageSize, rounds: quick ? 9 : 41)
    let appendFew = try await AppendCost.medianMicroseconds(
      held: 1_000, samples: appendSamples, freshPagerEach: true)
    let appendMany = try await AppendCost.medianMicroseconds(
      held: 100_000, samples: appendSamples, freshPagerEach: false)
    let updateSamples = quick ? 21 : 201
    let entityFew = try await EntityUpdateCost.medianMicroseconds(
      rows: 1_000, samples: updateSamples)
    let entityMany = try await EntityUpdateCost.medianMicroseconds(
      rows: quick ? 10_000 : 100_000, samples: updateSamples)
    _ = try await TransitionTiming.stateMachine(count: 1_000)
    let machineNs = try await TransitionTiming.stateMachine(count: transitions)
    let taskNs = await TransitionTiming.barePerTransitionTask(count: transitions)
    let directNs = await TransitionTiming.directCall(count: transitions)

    let seed = "seed merge (old + new)"
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
        scenario: .overhead,
        metric: "Pager: pages applied per second (\(large) pages of \(pageSize))",
        refreshKit: Double(large) / pagerLarge, baseline: Double(large) / seedLarge,
        unit: "pages/s", baselineName: seed),
      ResultRow(
        scenario: .overhead, metric: "Pager: time to apply \(large) pages",
        refreshKit: pagerLarge, baseline: seedLarge, unit: "s", baselineName: seed),
      ResultRow(
        scenario: .overhead, metric: "Pager: scaling: time(\(large) pages) ÷ time(\(small) pages)",
        refreshKit: pagerLarge / pagerSmall, baseline: seedLarge / seedSmall,
        unit: "× (linear ≈ 10)", baselineName: seed),
      ResultRow(
        scenario: .overhead,
        metric: "Pager: pages applied per second with an event listener (\(small) pages of "
          + "\(pageSize))",
        refreshKit: events.listening, baseline: events.none, unit: "pages/s",
        baselineName: "the same Pager, never listened to"),
      ResultRow(
        scenario: .overhead,
        metric: "Pager: pages applied per second after its only listener stopped (\(small) "
          + "pages of \(pageSize))",
        refreshKit: events.released, baseline: events.none, unit: "pages/s",
        baselineName: "the same Pager, never listened to"),
      ResultRow(
        scenario: .overhead,
        metric:
          "Pager: append one page of \(AppendCost.pageSize), 100,000 rows held vs 1,000, median",
        refreshKit: appendMany, baseline: appendFew, unit: "µs",
        baselineName: "the same append with 1,000 rows held"),
      ResultRow(
        scenario: .overhead,
        metric: "EntityStore: one update shown in \(EntityUpdateCost.lists) lists of 100,000 rows "
          + "vs of 1,000, median",
        refreshKit: entityMany, baseline: entityFew, unit: "µs",
        baselineName: "the same update in \(EntityUpdateCost.lists) lists of 1,000 rows"),
      ResultRow(
        scenario: .overhead, metric: "state transition (trigger round-trip)",
        refreshKit: machineNs, baseline: taskNs, unit: "ns",
        baselineName: "bare Task per transition"),
    ]
    let appendRatio = appendFew == 0 ? 0 : appendMany / appendFew
    let eventMicroseconds =
      events.listening > 0 && events.none > 0
      ? (1 / events.listening - 1 / events.none) * 1_000_000 : 0
    let entityRatio = entityFew == 0 ? 0 : entityMany / entityFew
    let notes = [
      "Pages and Pager rows: the median of \(rounds) runs each, the three engines taking turns "
        + "(the order rotating every round).",
      "Pages: `StateMachine.trigger` on YLRefreshKit's `RefreshOperator` (in-place append through "
        + "`pageablePropertyPath`) against a seed-style operator on the same machine that merges "
        + "by copying (`model.items = old + new`); both over a network that builds the "
        + "requested page at once, so only the engine and the merge are measured.",
      "Transitions: \(transitions) `try await machine.trigger(_:)` round-trips of an operator "
        + "that does no work, against the least a cancellable transition costs: awaiting "
        + "`Task { @MainActor in await op.transition(with:) }.value`. Calling the operator "
        + "directly, with no task and no suspension, takes \(Format.figure(directNs)) ns.",
      "Pager rows: the public `Pager` (forward-only, unbounded `PagerConfiguration`), "
        + "`refresh()` then `loadMore()` until every page is applied, its loader answering at "
        + "once on the main actor with rows `{ id: Int }`, against the same seed-style baseline "
        + "as the first three rows, timed in the same run.",
      "Event listeners: \(events.rounds) rounds of the Pager rows' workload (\(small) pages) "
        + "on three pagers loading in lockstep, a page each in turn (the order rotating every "
        + "page), each load timed in process CPU time: one pager that never had a listener (its "
        + "events are never built), one with `observeEvents` counting every event (each load's "
        + "started and finished events built and delivered), and one whose only observer was "
        + "stopped before loading. The rows show each arm's median pages per CPU second; the "
        + "goals are judged on the median of the rounds' own ratios. "
        + "With a listener, goal ≥ 0.95×: "
        + (events.listeningRatio >= 0.95 ? "met" : "NOT met")
        + " (\(Format.number(events.listeningRatio, decimals: 3))×). Nothing listening, goal "
        + "1.00× (within ±0.01): "
        + (abs(events.releasedRatio - 1) <= 0.01 ? "met" : "NOT met")
        + " (\(Format.number(events.releasedRatio, decimals: 3))×). A ratio, so a faster pager "
        + "makes the same events weigh more: building and delivering them cost "
        + "\(Format.number(eventMicroseconds, decimals: 1)) µs of CPU a page "
        + "(1 ÷ listening − 1 ÷ never listened to).",
      "Append cost: the median of \(appendSamples) `loadMore()` calls, each applying one page of "
        + "\(AppendCost.pageSize) rows to a `Pager` holding 100,000 rows (one pager, the appends in "
        + "a row), against the same append to a new `Pager` filled to 1,000 rows each time. "
        + "Goal ≤ 2× (no O(n) work per page): "
        + (appendRatio <= 2 ? "met" : "NOT met")
        + " (\(Format.number(appendRatio, decimals: 2))×).",
      "Entity update: the median of \(updateSamples) `EntityStore.update(id:_:)` calls on one "
        + "entity that \(EntityUpdateCost.lists) `Pager`s sharing the store all hold, each list "
        + "publishing the change, with 100,000 rows a list against 1,000. Goal ≤ 2× (the work "
        + "follows the lists holding the id, not their length): "
        + (entityRatio <= 2 ? "met" : "NOT met")
        + " (\(Format.number(entityRatio, decimals: 2))×).",
    ]
    return ScenarioReport(scenario: .overhead, rows: rows, notes: notes)
  }
}
