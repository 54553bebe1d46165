import RefreshKit

/// Scenario 9: adaptive prefetch against Paging 3's default, the best fixed configuration
/// chosen per cell with hindsight and the physical limit, over a grid of networks and scroll
/// speeds, in virtual time; all arms in the same run.
struct AdaptivePrefetchScenario {
  /// Smaller workloads.
  let quick: Bool
  let pageSize = 30
  let seed: UInt64 = 42
  /// The fixed configurations the hindsight arm picks from: distance × appends in flight.
  static let fixedDistances = [0, 15, 30, 60, 120, 240]
  static let fixedDepths = [1, 2, 4, 8]

  /// The figures of one cell.
  struct Cell {
    var name: String
    var adaptive: PrefetchArmRun.Outcome
    var paging3: PrefetchArmRun.Outcome
    var best: PrefetchArmRun.Outcome
    var bestName: String
    var limit: Double
    var needed: Int

    func ratio(_ outcome: PrefetchArmRun.Outcome) -> Double {
      Double(outcome.requests) / Double(needed)
    }
    var stallMet: Bool {
      adaptive.stall <= best.stall + 1 && adaptive.stall <= paging3.stall
    }
    var requestsMet: Bool { ratio(adaptive) <= 1.10 }
    var limitMet: Bool { limit > 0 || adaptive.stall == 0 }
  }

  func run() throws -> ScenarioReport {
    var cells: [Cell] = []
    for network in PrefetchNetwork.grid {
      for speed in [5.0, 20, 60] {
        for bursts in [false, true] {
          let user = PrefetchUser(rowsPerSecond: speed, bursts: bursts, rows: quick ? 600 : 3_000)
          cells.append(try cell(network, user))
        }
      }
    }
    return report(cells)
  }

  private func cell(_ network: PrefetchNetwork, _ user: PrefetchUser) throws -> Cell {
    func arm(_ configuration: PagerConfiguration) throws -> PrefetchArmRun.Outcome {
      try PrefetchArmRun(network: network, user: user, configuration: configuration, seed: seed)
        .run()
    }
    let adaptive = try arm(try PagerConfiguration(pageSize: pageSize))
    let paging3 = try arm(try PagerConfiguration(pageSize: pageSize, prefetchDistance: pageSize))
    var best: (outcome: PrefetchArmRun.Outcome, name: String)?
    for distance in Self.fixedDistances {
      for depth in Self.fixedDepths {
        let outcome = try arm(
          try PagerConfiguration(
            pageSize: pageSize, prefetchDistance: distance, pipelineDepth: depth))
        if let current = best?.outcome,
          (current.stall, current.requests) <= (outcome.stall, outcome.requests)
        {
          continue
        }
        best = (outcome, "d \(distance)×\(depth)")
      }
    }
    let limit = PrefetchLimit(network: network, user: user, pageSize: pageSize, seed: seed)
    return Cell(
      name: "\(network.name), \(user.name)", adaptive: adaptive, paging3: paging3,
      best: best?.outcome ?? paging3, bestName: best?.name ?? "", limit: limit.stall(),
      needed: user.lastRow / pageSize + 1)
  }

  private func report(_ cells: [Cell]) -> ScenarioReport {
    func seconds(_ value: Double) -> String { Format.number(value, decimals: 2) }
    func times(_ value: Double) -> String { Format.number(value, decimals: 2) + "×" }
    let rows = cells.map { cell in
      ResultRow(
        scenario: .prefetch, metric: "stall, \(cell.name)", refreshKit: cell.adaptive.stall,
        baseline: cell.best.stall, unit: "s", baselineName: "best fixed (\(cell.bestName))")
    }
    var notes = [
      "Grid: \(cells.first.map { $0.needed } ?? 0) pages of \(pageSize) needed per cell "
        + "(\(quick ? 600 : 3_000) rows scrolled past a screen of 15, then the user stops), "
        + "seed \(seed); a page's jitter depends on its number only, so every arm sees the same "
        + "latencies. Bursts: \(Int(PrefetchUser.burst)) s of scrolling, "
        + "\(Int(PrefetchUser.pause)) s of pause. The switching network is 2.0 ± 0.5 s for "
        + "requests in the middle third of the scroll, 300 ± 100 ms before and after. Arms: "
        + "adaptive = PagerConfiguration(pageSize: 30) (the default, cap 8 in flight); Paging 3 = "
        + "distance 30, one in flight; best fixed = least stall (then fewest requests) over "
        + "distance \(Self.fixedDistances) × depth \(Self.fixedDepths); limit = pages requested "
        + "back to back from the start, one in flight. Stall = seconds the footer is on screen; "
        + "req = requests ÷ needed pages; ahead = most rows held past the row on screen.",
      "Per cell — stall s (req): adaptive | Paging 3 | best fixed | limit:",
    ]
    for cell in cells {
      notes.append(
        "\(cell.name): \(seconds(cell.adaptive.stall)) (\(times(cell.ratio(cell.adaptive))), "
          + "ahead \(cell.adaptive.peakAhead)) | \(seconds(cell.paging3.stall)) "
          + "(\(times(cell.ratio(cell.paging3)))) | \(seconds(cell.best.stall)) "
          + "(\(times(cell.ratio(cell.best))), \(cell.bestName)) | \(seconds(cell.limit))")
    }
    func goal(_ text: String, _ failing: [Cell], _ figure: (Cell) -> String) -> String {
      "Goal: \(text): "
        + (failing.isEmpty
          ? "met in all \(cells.count) cells."
          : "NOT met in \(failing.count) of \(cells.count) cells: "
            + failing.map { "\($0.name) (\(figure($0)))" }.joined(separator: "; ") + ".")
    }
    notes.append(
      goal("adaptive stall ≤ best fixed + 1 s and ≤ Paging 3's", cells.filter { !$0.stallMet }) {
        "\(seconds($0.adaptive.stall)) s vs \(seconds($0.best.stall)) s and \(seconds($0.paging3.stall)) s"
      })
    notes.append(
      goal("adaptive requests ≤ 1.10 × needed pages", cells.filter { !$0.requestsMet }) {
        times($0.ratio($0.adaptive))
      })
    notes.append(
      goal("adaptive stalls 0 s wherever the limit is 0 s", cells.filter { !$0.limitMet }) {
        "\(seconds($0.adaptive.stall)) s"
      })
    return ScenarioReport(scenario: .prefetch, rows: rows, notes: notes)
  }
}
