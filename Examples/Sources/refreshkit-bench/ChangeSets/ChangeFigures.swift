import RefreshKit

/// One workload's medians: RefreshKit's change set and the CollectionDifference baselines.
struct ChangeFigures: Sendable {
  /// The workload measured.
  var workload: ChangeWorkload
  /// `ListChange(from:to:)`, ms.
  var listChange: Double
  /// `new.difference(from: old).inferringMoves()` on the elements, ms; `nil` if not run.
  var elements: Double?
  /// The same on the ids, ms; `nil` if not run.
  var ids: Double?
  /// The moves RefreshKit reported.
  var moves: Int

  /// How many times faster RefreshKit is than the faster baseline that ran.
  var speedup: Double? {
    [elements, ids].compactMap { $0 }.min().map { $0 / listChange }
  }

  /// Times RefreshKit (`repetitions`, one warm-up) and each baseline (`baselineRepetitions`,
  /// one warm-up when more than one; 0 skips it, and `includeIDs: false` skips the ids one),
  /// verifying every result kept.
  static func measure(
    _ workload: ChangeWorkload, repetitions: Int, baselineRepetitions: Int,
    includeIDs: Bool = true
  ) throws -> ChangeFigures {
    let ours = try ChangeTiming.median(repetitions: repetitions, size: \.editCount) {
      ChangeTiming.listChange(workload)
    }
    try ChangeVerification.check(ours.result, for: workload)
    var figures = ChangeFigures(
      workload: workload, listChange: ours.milliseconds, moves: ours.result.moves.count)
    guard baselineRepetitions > 0 else { return figures }
    let warmUp = baselineRepetitions > 1 ? 1 : 0
    let elements = try ChangeTiming.median(
      repetitions: baselineRepetitions, warmUp: warmUp, size: \.editCount
    ) { ChangeTiming.elementDifference(workload) }
    try ChangeVerification.check(elements.result, for: workload)
    figures.elements = elements.milliseconds
    guard includeIDs else { return figures }
    let ids = try ChangeTiming.median(
      repetitions: baselineRepetitions, warmUp: warmUp, size: \.editCount
    ) { ChangeTiming.idDifference(workload) }
    try ChangeVerification.check(ids.result, for: workload)
    figures.ids = ids.milliseconds
    return figures
  }
}
