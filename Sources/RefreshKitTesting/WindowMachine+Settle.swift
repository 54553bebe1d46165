public import RefreshKit

extension WindowMachine {
  /// Answers the loads in flight with `page`, one at a time and again for the loads those
  /// answers start, until none is left or `limit` loads were answered; returns how many were.
  ///
  /// Drives a ``RefreshKit/WindowMachine`` synchronously against a server model, as model-based
  /// tests and virtual-time benchmarks do:
  ///
  /// ```swift
  /// _ = machine.positionDidAppear(42)
  /// machine.settle { load in server.page(load.cursor) }
  /// ```
  @discardableResult
  public mutating func settle(
    limit: Int = .max, answering page: (WindowLoad<Query, Cursor>) -> WindowPage<Item, Cursor>
  ) -> Int {
    var answered = 0
    while answered < limit, let load = loadsInFlight.first {
      _ = loaded(load, page: page(load))
      answered += 1
    }
    return answered
  }
}
