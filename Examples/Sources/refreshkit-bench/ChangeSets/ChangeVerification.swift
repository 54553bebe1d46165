import RefreshKit

/// Checks that the timed edit scripts are right, so the figures are for correct results.
enum ChangeVerification {
  /// Applies `change` to the old list and compares it with the new one; checks the counts and
  /// the updated ids against what the workload drew. Throws (and the benchmark stops) if wrong.
  static func check(_ change: ListChange<Int>, for workload: ChangeWorkload) throws {
    let applied = change.applied(to: workload.old) { workload.new[$0] }
    guard applied.map(\.id) == workload.new.map(\.id) else {
      throw BenchError.invalid(
        "ListChange applied to the old list does not give the new ids (\(workload.name), "
          + "seed \(workload.seed))")
    }
    guard change.oldCount == workload.old.count, change.newCount == workload.new.count,
      change.removedIndices.count == workload.removed,
      change.insertedIndices.count == workload.inserted
    else {
      throw BenchError.invalid(
        "ListChange counts \(change.oldCount)→\(change.newCount), −\(change.removedIndices.count) "
          + "+\(change.insertedIndices.count) for \(workload.name), seed \(workload.seed)")
    }
    guard change.moves.count <= workload.moved else {
      throw BenchError.invalid(
        "ListChange found \(change.moves.count) moves where \(workload.moved) suffice "
          + "(\(workload.name), seed \(workload.seed))")
    }
    guard change.updatedIDs.count == workload.updatedIDs.count,
      Set(change.updatedIDs) == workload.updatedIDs
    else {
      throw BenchError.invalid(
        "ListChange reports \(change.updatedIDs.count) updated ids, expected "
          + "\(workload.updatedIDs.count) (\(workload.name), seed \(workload.seed))")
    }
  }

  /// Applies the standard library's difference to the old list and compares with the new one.
  static func check(_ difference: CollectionDifference<BenchItem>, for workload: ChangeWorkload)
    throws
  {
    guard workload.old.applying(difference) == workload.new else {
      throw BenchError.invalid("CollectionDifference does not rebuild \(workload.name)")
    }
  }

  /// The same for the difference of the ids.
  static func check(_ difference: CollectionDifference<Int>, for workload: ChangeWorkload) throws {
    guard workload.old.map(\.id).applying(difference) == workload.new.map(\.id) else {
      throw BenchError.invalid("CollectionDifference of ids does not rebuild \(workload.name)")
    }
  }
}
