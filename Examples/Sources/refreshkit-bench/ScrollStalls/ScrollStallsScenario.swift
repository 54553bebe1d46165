/// Scenario 1: how long a scrolling user sits at the end of loaded content.
///
/// For each network profile the seed's footer trigger runs once, then RefreshKit's
/// controller at each prefetch distance, all with the same seeded latencies.
@MainActor
struct ScrollStallsScenario {
  /// Smaller feed.
  let quick: Bool

  /// The prefetch distances compared.
  static let distances = [0, 10, 30, 60]

  /// Runs every arm; returns the rows, and the curves and title for the plot.
  func run() async throws -> (report: ScenarioReport, curves: [StallCurve], title: String) {
    let total = quick ? 3_000 : 10_000
    let profiles = [
      ScrollProfile(totalItems: total, latencyMs: 300, jitterMs: 100),
      ScrollProfile(totalItems: total, latencyMs: 2_000, jitterMs: 500),
    ]
    var rows: [ResultRow] = []
    var curves: [StallCurve] = []
    var notes = [
      "\(total) items, \(profiles[0].pageSize) per page, user scrolling "
        + "\(profiles[0].rowsPerSecond) rows/s with \(profiles[0].visibleRows) rows on screen; "
        + "virtual time, latencies uniform in mean ± jitter from seed \(profiles[0].seed) "
        + "(the same draws for every arm).",
      "Engine: RefreshController + RefreshOperator + StateMachine; each request is held by a "
        + "ScriptedNetworkManager and answered when virtual time reaches its completion.",
      "Baseline: the seed — the same engine, `trigger(.loadingMore)` only when the footer "
        + "(the row after the last item) appears. Stall = virtual time the footer is on screen.",
    ]
    var fastStalls: [Int: Double] = [:]
    for profile in profiles {
      let baseline = try await ScrollRun(profile: profile, trigger: .footer).run()
      var points: [(distance: Int, stall: Double)] = []
      for distance in Self.distances {
        let outcome = try await ScrollRun(profile: profile, trigger: .prefetch(distance: distance))
          .run()
        guard outcome.itemCount == total, baseline.itemCount == total else {
          throw BenchError.invalid("loaded \(outcome.itemCount) of \(total) items")
        }
        let stall = Double(outcome.stallMs) / 1000
        points.append((distance, stall))
        if profile.latencyMs == profiles[0].latencyMs { fastStalls[distance] = stall }
        rows.append(
          ResultRow(
            scenario: .stalls,
            metric: "stall, prefetch \(distance), network \(profile.networkName)",
            refreshKit: stall, baseline: Double(baseline.stallMs) / 1000, unit: "s",
            baselineName: "seed footer trigger"))
      }
      if let best = Self.distances.last {
        let outcome = try await ScrollRun(profile: profile, trigger: .prefetch(distance: best))
          .run()
        rows.append(
          ResultRow(
            scenario: .stalls,
            metric: "time to scroll all, prefetch \(best), network \(profile.networkName)",
            refreshKit: Double(outcome.durationMs) / 1000,
            baseline: Double(baseline.durationMs) / 1000, unit: "s",
            baselineName: "seed footer trigger"))
      }
      curves.append(
        StallCurve(
          name: profile.networkName, points: points, baseline: Double(baseline.stallMs) / 1000))
    }
    let coverRows =
      profiles[0].rowsPerSecond * (profiles[0].latencyMs + profiles[0].jitterMs) / 1000
    let covered = Self.distances.filter { $0 > coverRows }.compactMap { fastStalls[$0] }
    let met = covered.allSatisfy { $0 == 0 }
    notes.append(
      "Goal: no stall once the distance covers the rows scrolled during one latency "
        + "(\(profiles[0].rowsPerSecond) rows/s × \(profiles[0].latencyMs + profiles[0].jitterMs) ms = "
        + "\(coverRows) rows) on the \(profiles[0].networkName) network: "
        + (met ? "met (distance ≥ 10 stalls 0 s)." : "NOT met."))
    notes.append(
      "With the slow network (\(profiles[1].networkName)) pages arrive slower than the user "
        + "scrolls, so some stall is unavoidable; prefetching keeps one request always in "
        + "flight, which is what remains to gain.")
    let title =
      "Scroll stall vs prefetch distance (\(total) items, \(profiles[0].pageSize) per page, "
      + "\(profiles[0].rowsPerSecond) rows/s)"
    return (ScenarioReport(scenario: .stalls, rows: rows, notes: notes), curves, title)
  }
}
