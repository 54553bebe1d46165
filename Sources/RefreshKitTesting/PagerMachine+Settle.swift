package import RefreshKit

extension PagerMachine {
  /// Answers the loads in flight with `page`, one at a time and again for the loads those
  /// answers start, until none is left or `limit` loads were answered; returns how many were.
  ///
  /// Drives a `PagerMachine` synchronously against a server model, as model-based tests and
  /// virtual-time benchmarks do:
  ///
  /// ```swift
  /// _ = machine.positionDidAppear(42)
  /// machine.settle { load in server.page(load.cursor) }
  /// ```
  @discardableResult
  package mutating func settle(
    limit: Int = .max, answering page: (PageRequest<Query, Cursor>) -> Page<Item, Cursor>
  ) -> Int {
    var answered = 0
    while answered < limit, let load = loadsInFlight.first {
      _ = loaded(load, page: page(load))
      answered += 1
    }
    return answered
  }
}
