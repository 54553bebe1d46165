extension PagerMachine {
  /// What the machine knows about loading in one direction: the load in flight, the failure
  /// that waits for a retry, the last failed load (the next load of its page counts as its
  /// retry) and the empty pages in a row (paging that never ends is stopped).
  struct DirectionState {
    var load: Request?
    var failure: Failure?
    var lastFailed: Request?
    var emptyPagesInARow = 0

    /// Takes the failure that waits for a retry, leaving none.
    mutating func takeFailure() -> Failure? {
      defer { failure = nil }
      return failure
    }
  }

  /// One ``DirectionState`` per direction: the machine's state of its three ends, kept together.
  struct Directions {
    private var refresh = DirectionState()
    private var prepend = DirectionState()
    private var append = DirectionState()

    subscript(direction: Request.Direction) -> DirectionState {
      get {
        switch direction {
        case .refresh: refresh
        case .prepend: prepend
        case .append: append
        }
      }
      set {
        switch direction {
        case .refresh: refresh = newValue
        case .prepend: prepend = newValue
        case .append: append = newValue
        }
      }
    }

    /// The loads in flight, refresh first.
    var loads: [Request] { Request.Direction.allCases.compactMap { self[$0].load } }
    /// The failures that wait for a retry, refresh first.
    var failures: [Failure] { Request.Direction.allCases.compactMap { self[$0].failure } }
    /// Whether a failure waits for a retry in any direction.
    var hasFailure: Bool {
      refresh.failure != nil || prepend.failure != nil || append.failure != nil
    }

    /// Forgets the loads in flight (they were cancelled).
    mutating func clearLoads() {
      for direction in Request.Direction.allCases { self[direction].load = nil }
    }

    /// Forgets the failures that wait for a retry.
    mutating func clearFailures() {
      for direction in Request.Direction.allCases { self[direction].failure = nil }
    }

    /// Forgets the last failed loads: a new load of their pages is a first attempt again.
    mutating func forgetFailedLoads() {
      for direction in Request.Direction.allCases { self[direction].lastFailed = nil }
    }
  }
}
