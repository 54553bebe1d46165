/// The figures of one cell of the adaptive prefetch grid, every arm from the same run, and
/// whether the goals hold there.
struct PrefetchCell: Sendable {
  /// `300 ± 100 ms, 20 rows/s, bursts`.
  var name: String
  var adaptive: PrefetchArmRun.Outcome
  var paging3: PrefetchArmRun.Outcome
  var bestFixed: PrefetchArmRun.Outcome
  /// `distance 60 × 2 in flight`.
  var bestFixedName: String
  /// The physical limit's stall in milliseconds.
  var limitMs: Int
  /// The pages the user saw: what a prefetcher that knew the future would request.
  var neededPages: Int

  /// Requests ÷ needed pages.
  func requestRatio(_ outcome: PrefetchArmRun.Outcome) -> Double {
    Double(outcome.requests) / Double(neededPages)
  }

  /// The adaptive stall is at most the best fixed one's + 1 s and never above Paging 3's.
  var stallGoalMet: Bool {
    adaptive.stallMs <= bestFixed.stallMs + 1_000 && adaptive.stallMs <= paging3.stallMs
  }

  /// The adaptive arm requests at most 1.10 × the needed pages.
  var requestGoalMet: Bool { requestRatio(adaptive) <= 1.10 }

  /// Where the limit stalls 0 s, the adaptive arm stalls 0 s.
  var limitGoalMet: Bool { limitMs > 0 || adaptive.stallMs == 0 }

  /// One line: every arm's stall and requests, then each goal.
  var line: String {
    func arm(_ outcome: PrefetchArmRun.Outcome) -> String {
      "\(Format.number(outcome.stall, decimals: 2)) s, \(outcome.requests) req "
        + "(\(Format.number(requestRatio(outcome), decimals: 2))×)"
    }
    func mark(_ met: Bool) -> String { met ? "yes" : "NO" }
    return "\(name) — adaptive \(arm(adaptive)), ahead ≤ \(adaptive.peakAhead) rows | "
      + "Paging 3 \(arm(paging3)) | best fixed (\(bestFixedName)) \(arm(bestFixed)) | "
      + "limit \(Format.number(Double(limitMs) / 1_000, decimals: 2)) s | needed "
      + "\(neededPages) pages — stall goal \(mark(stallGoalMet)), requests goal "
      + "\(mark(requestGoalMet)), limit goal \(mark(limitGoalMet))"
  }
}
