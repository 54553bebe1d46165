import Foundation
import RefreshKit

/// The three ways of computing an edit script from a workload's old list to its new one, timed.
enum ChangeTiming {
  /// RefreshKit: `ListChange(from:to:)`, matched by id, updates by `!=`.
  static func listChange(_ workload: ChangeWorkload) -> ListChange<Int> {
    ListChange(from: workload.old, to: workload.new)
  }

  /// The standard library on the elements, compared by `==`, moves inferred by hashing.
  ///
  /// An updated item differs by `==`, so it comes out as a removal and an insertion.
  static func elementDifference(_ workload: ChangeWorkload) -> CollectionDifference<BenchItem> {
    workload.new.difference(from: workload.old).inferringMoves()
  }

  /// The standard library on the ids only: blind to updates.
  static func idDifference(_ workload: ChangeWorkload) -> CollectionDifference<Int> {
    workload.new.map(\.id).difference(from: workload.old.map(\.id)).inferringMoves()
  }

  /// The median of `repetitions` timed calls of `body` after `warmUp` untimed ones, in
  /// milliseconds of this thread's CPU time (other processes on the machine do not count), and
  /// the last result. `size` of every result must agree, so no call can be optimized away.
  static func median<Result>(
    repetitions: Int, warmUp: Int = 1, size: (Result) -> Int, _ body: () -> Result
  ) throws -> (result: Result, milliseconds: Double) {
    var times: [Double] = []
    var last: Result?
    for round in 0..<(warmUp + max(repetitions, 1)) {
      let start = CPUTime.thread()
      let result = body()
      let elapsed = (CPUTime.thread() - start) * 1000
      if let last, size(last) != size(result) {
        throw BenchError.invalid("repetitions disagree: \(size(result)) vs \(size(last))")
      }
      last = result
      if round >= warmUp { times.append(elapsed) }
    }
    guard let last else { throw BenchError.invalid("nothing was timed") }
    return (last, Statistics.median(times))
  }
}

/// A size of the change, for the timed closures' results.
extension ListChange {
  var editCount: Int {
    removedIndices.count + insertedIndices.count + moves.count + updatedIDs.count
  }
}

extension CollectionDifference {
  var editCount: Int { insertions.count + removals.count }
}
