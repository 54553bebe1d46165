/// A figure from DifferenceKit's README, measured on its author's machine (not this one), and
/// the matching workload to time RefreshKit on here.
struct DifferenceKitReference: Sendable {
  /// RefreshKit's workload shaped like DifferenceKit's.
  var workload: ChangeWorkload
  /// DifferenceKit's published time, ms.
  var milliseconds: Double
  /// Where the figure comes from.
  var source: String

  /// The README's two tables that match this scenario's sizes.
  static let all = [
    DifferenceKitReference(
      workload: ChangeWorkload(count: 10_000, removed: 1_000, inserted: 1_000, moved: 0),
      milliseconds: 7.9,
      source: "README at commit 0b44fcd (Swift 4.1, iPhone X simulator, `-O -wmo`, UUID "
        + "elements): 10,000 elements, 1,000 deleted and 1,000 inserted, 0.0079 s"),
    DifferenceKitReference(
      workload: ChangeWorkload(count: 100_000, removed: 10_000, inserted: 10_000, moved: 2_000),
      milliseconds: 36.4,
      source: "README at commit dfce6ec (Swift 5.0, iPhone Xs simulator, `-O -wmo`, UUID "
        + "elements): 100,000 elements, 10,000 deleted, 10,000 inserted and 2,000 shuffled, "
        + "0.0364 s"),
  ]

  /// RefreshKit's median on the matching workload here, after verifying its result.
  func measure(repetitions: Int) throws -> Double {
    let timed = try ChangeTiming.median(repetitions: repetitions, size: \.editCount) {
      ChangeTiming.listChange(workload)
    }
    try ChangeVerification.check(timed.result, for: workload)
    return timed.milliseconds
  }

  /// The note under the table.
  var note: String {
    "Reference, not a same-run comparison: DifferenceKit \(source). RefreshKit on this "
      + "machine, same shape, Int ids."
  }
}
