import RefreshKit

/// Scenario 9: the adaptive prefetch default against Paging 3's default, the best fixed
/// configuration chosen per cell with hindsight and the physical limit, over a grid of
/// networks × scroll speeds × steady or bursts, through the public `Pager` in virtual time.
@MainActor
struct AdaptivePrefetchScenario {
  /// Smaller workloads.
  let quick: Bool
  let pageSize = 30
  let seed: UInt64 = 42
  static let speeds = [5, 20, 60]
  /// The fixed configurations the hindsight arm picks from: distance × appends in flight.
  static let fixedDistances = [0, 15, 30, 60, 120, 240]
  static let fixedDepths = [1, 2, 4, 8]

  private var rows: Int { quick ? 600 : 3_000 }

  func run() async throws -> ScenarioReport {
    var cells: [PrefetchCell] = []
    for network in PrefetchNetwork.grid {
      for speed in Self.speeds {
        for bursts in [false, true] {
          let user = PrefetchUser(rowsPerSecond: speed, bursts: bursts, rows: rows)
          cells.append(try await cell(network, user))
        }
      }
    }
    return report(cells)
  }

  private func cell(_ network: PrefetchNetwork, _ user: PrefetchUser) async throws
    -> PrefetchCell
  {
    func arm(_ configuration: PagerConfiguration) async throws -> PrefetchArmRun.Outcome {
      try await PrefetchArmRun(
        network: network, user: user, configuration: configuration, seed: seed
      ).run()
    }
    let adaptive = try await arm(try PagerConfiguration(pageSize: pageSize))
    let paging3 = try await arm(
      try PagerConfiguration(pageSize: pageSize, prefetchDistance: pageSize))
    var best: (outcome: PrefetchArmRun.Outcome, name: String)?
    for distance in Self.fixedDistances {
      for depth in Self.fixedDepths {
        let outcome = try await arm(
          try PagerConfiguration(
            pageSize: pageSize, prefetchDistance: distance, pipelineDepth: depth))
        if let current = best?.outcome,
          (current.stallMs, current.requests) <= (outcome.stallMs, outcome.requests)
        {
          continue
        }
        best = (outcome, "distance \(distance) × \(depth) in flight")
      }
    }
    let limit = PrefetchLimit(network: network, user: user, pageSize: pageSize, seed: seed)
    return PrefetchCell(
      name: "\(network.name), \(user.name)", adaptive: adaptive, paging3: paging3,
      bestFixed: best?.outcome ?? paging3, bestFixedName: best?.name ?? "none",
      limitMs: limit.stallMs(), neededPages: user.lastRow / pageSize + 1)
  }

  private func report(_ cells: [PrefetchCell]) -> ScenarioReport {
    let rows = cells.map { cell in
      ResultRow(
        scenario: .prefetch, metric: "stall, \(cell.name)", refreshKit: cell.adaptive.stall,
        baseline: cell.paging3.stall, unit: "s", baselineName: "Paging 3's default")
    }
    var notes = [
      "Grid: \(self.rows) rows scrolled one at a time past a screen of 15 (then the user "
        + "stops and what is in flight lands), \(pageSize) a page, through a `Pager` in virtual "
        + "time; a page's jitter depends on its number and seed \(seed) only, so every arm sees "
        + "the same latencies. Bursts: \(PrefetchUser.burstSeconds) s of scrolling, then "
        + "\(PrefetchUser.pauseSeconds) s of pause. The switching network is 300 ± 100 ms, "
        + "2.0 ± 0.5 s for requests sent from half the scroll's duration to three quarters, "
        + "then 300 ± 100 ms again.",
      "Arms: adaptive = `PagerConfiguration(pageSize: 30)`, the default (cap 8 in flight); "
        + "Paging 3 = distance 30, one in flight; best fixed = least stall, then fewest "
        + "requests, over distance \(Self.fixedDistances) × in flight \(Self.fixedDepths); "
        + "limit = pages requested back to back from the start, one in flight. Stall = seconds "
        + "the footer is on screen; req = requests (× the pages the user saw); ahead = the most "
        + "rows held past the row on screen. Rows: the adaptive stall against Paging 3's.",
    ]
    notes += cells.map(\.line)
    func goal(_ text: String, _ met: (PrefetchCell) -> Bool) -> String {
      let failing = cells.filter { !met($0) }
      return "Goal: \(text): "
        + (failing.isEmpty
          ? "met in all \(cells.count) cells."
          : "NOT met in \(failing.count) of \(cells.count) cells ("
            + failing.map(\.name).joined(separator: "; ") + ").")
    }
    notes.append(goal("adaptive stall ≤ best fixed + 1 s and ≤ Paging 3's", \.stallGoalMet))
    notes.append(goal("adaptive requests ≤ 1.10 × the pages the user saw", \.requestGoalMet))
    notes.append(goal("adaptive stalls 0 s wherever the limit stalls 0 s", \.limitGoalMet))
    return ScenarioReport(scenario: .prefetch, rows: rows, notes: notes)
  }
}
