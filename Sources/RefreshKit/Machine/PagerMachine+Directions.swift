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

    /// The state of `direction`, read and changed in place: a machine step reads these many
    /// times, and a copy of a state copies its requests through their generic types.
    subscript(direction: Request.Direction) -> DirectionState {
      _read {
        switch direction {
        case .refresh: yield refresh
        case .prepend: yield prepend
        case .append: yield append
        }
      }
      _modify {
        switch direction {
        case .refresh: yield &refresh
        case .prepend: yield &prepend
        case .append: yield &append
        }
      }
    }

    /// The loads in flight, refresh first.
    var loads: [Request] { Request.Direction.allCases.compactMap { self[$0].load } }
    /// The failures that wait for a retry, refresh first.
    var failures: [Failure] { Request.Direction.allCases.compactMap { self[$0].failure } }
    /// Whether a load is in flight in any direction.
    var hasLoad: Bool { refresh.load != nil || prepend.load != nil || append.load != nil }
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
