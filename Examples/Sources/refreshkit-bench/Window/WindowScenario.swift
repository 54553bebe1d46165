import RefreshKit

/// Scenario 7: `Pager`'s memory window, pipelined prefetch, kept position and the requests of
/// a pipelined window.
@MainActor
struct WindowScenario {
  /// Smaller workloads.
  let quick: Bool

  func run() async throws -> ScenarioReport {
    var rows: [ResultRow] = []
    var notes: [String] = []
    try await memory(&rows, &notes)
    try await stalls(&rows, &notes)
    try await position(&rows, &notes)
    try await pipelinedWalks(&rows, &notes)
    return ScenarioReport(scenario: .window, rows: rows, notes: notes)
  }

  private func memory(_ rows: inout [ResultRow], _ notes: inout [String]) async throws {
    let total = quick ? 100_000 : 1_000_000
    let maxItems = 1_000
    let windowed = try await WindowMemoryRun(total: total, pageSize: 100, maxItems: maxItems).run()
    let unbounded = try await WindowMemoryRun(total: total, pageSize: 100, maxItems: nil).run()
    let name = "the same run without a window"
    rows.append(
      ResultRow(
        scenario: .window, metric: "peak rows held, \(total) scrolled down and back up",
        refreshKit: Double(windowed.peakHeld), baseline: Double(unbounded.peakHeld),
        unit: "rows", baselineName: name))
    rows.append(
      ResultRow(
        scenario: .window, metric: "resident memory at 10,000 rows scrolled",
        refreshKit: windowed.residentAtTenThousand, baseline: unbounded.residentAtTenThousand,
        unit: "MB", baselineName: name))
    rows.append(
      ResultRow(
        scenario: .window, metric: "resident memory at \(total) rows scrolled",
        refreshKit: windowed.residentAtEnd, baseline: unbounded.residentAtEnd, unit: "MB",
        baselineName: name))
    let growth = windowed.residentAtEnd - windowed.residentAtTenThousand
    let heldMet = windowed.peakHeld <= maxItems + 2 * 100
    notes.append(
      "Memory: \(total) synthetic rows (100 a page, a heap title each) scrolled one row at a "
        + "time down and back up through a `Pager` with maxItems \(maxItems), prefetch 50, "
        + "pages answered at once; the windowed run goes first, then the same run without a window. "
        + "Back at the top with the first row again: \(windowed.backAtTop ? "yes" : "NO").")
    notes.append(
      "Goal: peak rows held ≤ maxItems + 2 pages (\(maxItems + 200)): "
        + (heldMet ? "met" : "NOT met") + " (\(windowed.peakHeld)). Goal: resident memory at "
        + "\(total) within 10 MB of that at 10,000: " + (abs(growth) <= 10 ? "met" : "NOT met")
        + " (\(Format.number(growth, decimals: 1)) MB).")
  }

  private func stalls(_ rows: inout [ResultRow], _ notes: inout [String]) async throws {
    let profile = ScrollProfile(
      totalItems: quick ? 3_000 : 10_000, latencyMs: 2_000, jitterMs: 500)
    let single = try await WindowStallRun(profile: profile, prefetch: 60, depth: 1).run()
    let two = try await WindowStallRun(profile: profile, prefetch: 60, depth: 2).run()
    let three = try await WindowStallRun(profile: profile, prefetch: 60, depth: 3).run()
    let limit = Double(WindowStallRun.singleFlightLimitMs(profile: profile)) / 1000
    let singleStall = Double(single.stallMs) / 1000
    for (depth, outcome) in [(2, two), (3, three)] {
      rows.append(
        ResultRow(
          scenario: .window, metric: "stall, \(depth) in flight, prefetch 60, network 2.0 ± 0.5 s",
          refreshKit: Double(outcome.stallMs) / 1000, baseline: singleStall, unit: "s",
          baselineName: "one request in flight"))
    }
    rows.append(
      ResultRow(
        scenario: .window, metric: "stall, one in flight vs the single-flight physical limit",
        refreshKit: singleStall, baseline: limit, unit: "s",
        baselineName: "least stall with one request in flight"))
    let ratio = singleStall == 0 ? 0 : Double(two.stallMs) / 1000 / singleStall
    notes.append(
      "Stalls: scenario 1's slow network (\(profile.totalItems) rows, 30 a page, 20 rows/s, "
        + "2.0 ± 0.5 s a page, seed \(profile.seed)) through a `Pager` in virtual time with "
        + "pipelined prefetch (the cursor after a page computed ahead); requests: "
        + "\(single.requests) single, \(two.requests) with 2, \(three.requests) with 3. The physical "
        + "limit: pages requested back to back arrive at the running sums of the same latencies.")
    notes.append(
      "Goal: 2 in flight stalls ≤ 10 % of the single-flight figure: "
        + (ratio <= 0.10 ? "met" : "NOT met") + " (\(Format.number(ratio * 100, decimals: 1)) %).")
  }

  /// Issue 32, part 2: a window walked down with appends pipelined must not fetch the pages
  /// it loaded ahead again.
  private func pipelinedWalks(_ rows: inout [ResultRow], _ notes: inout [String]) async throws {
    let (total, pageSize, prefetch) = (1_000, 20, 5)
    let least = PagerConfiguration.leastMaxItems(pageSize: pageSize, prefetchDistance: prefetch)
    var worst = 0.0
    for maxItems in [least, 60] {
      for depth in 1...4 {
        let run = PipelinedWalkRun(
          total: total, pageSize: pageSize, prefetch: prefetch, maxItems: maxItems, depth: depth)
        let requests = try await run.run()
        worst = max(worst, Double(requests) / Double(run.pages))
        rows.append(
          ResultRow(
            scenario: .window,
            metric:
              "pipelined windowed walk, depth \(depth), maxItems \(maxItems): requests ÷ pages passed",
            refreshKit: Double(requests), baseline: Double(run.pages), unit: "requests",
            baselineName: "pages passed"))
      }
    }
    notes.append(
      "Pipelined walks: \(total) synthetic rows (\(pageSize) a page) walked down one row at a "
        + "time through a `Pager` with prefetch \(prefetch), the cursor after a page computed "
        + "ahead and 1 to 4 appends in flight, pages answered at once; maxItems \(least) (the "
        + "least) and 60, which hold one and two appends in flight (deeper pipelines run at "
        + "that depth). Requests counted at the loader, the first page's included.")
    notes.append(
      "Goal: requests ÷ pages passed ≤ 1.05 at every depth: "
        + (worst <= 1.05 ? "met" : "NOT met") + " (at most \(Format.number(worst, decimals: 2))).")
  }

  private func position(_ rows: inout [ResultRow], _ notes: inout [String]) async throws {
    let outcome = try await WindowPositionRun(runs: quick ? 100 : 1_000).run()
    let share = 100 * Double(outcome.kept) / Double(max(1, outcome.refreshes))
    let byPosition = 100 * Double(outcome.keptByPosition) / Double(max(1, outcome.refreshes))
    rows.append(
      ResultRow(
        scenario: .window, metric: "keepPosition refreshes that kept the anchor's offset",
        refreshKit: share, baseline: byPosition, unit: "%",
        baselineName: "refresh key by position (Paging 3)"))
    notes.append(
      "Position: \(outcome.refreshes) keepPosition refreshes 5,000 rows deep (30 a page, "
        + "maxItems 300) in seeded runs where the server inserts and removes up to 40 rows "
        + "anywhere between refreshes; counted where the anchor row still exists. Kept = the "
        + "`Pager` reports the anchor at its true new place, so the adapter keeps its offset. "
        + "Baseline: the row at the anchor's old position is still the anchor.")
    notes.append(
      "Goal: 100 % of runs: " + (outcome.kept == outcome.refreshes ? "met" : "NOT met") + ".")
  }
}
