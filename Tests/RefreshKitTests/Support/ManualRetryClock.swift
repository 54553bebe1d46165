import RefreshKitLocking
import RefreshKitTesting

/// A clock whose sleepers wake only when the test says so (``wakeAll()``), whatever their
/// deadline: an automatic retry fires exactly when a test step fires it, never on its own.
final class ManualRetryClock: Clock, Sendable {
  struct Instant: InstantProtocol {
    var offset: Duration

    func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }
    func duration(to other: Self) -> Duration { other.offset - offset }
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
  }

  private struct State {
    var sleepers: [Int: CheckedContinuation<Void, any Error>] = [:]
    var cancelledEarly: Set<Int> = []
    var lastID = 0
  }

  private let state = Locked(State())

  var now: Instant { Instant(offset: .zero) }
  var minimumResolution: Duration { .zero }

  /// How many sleepers wait now.
  var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let id = state.withLock { state in
      state.lastID += 1
      return state.lastID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let cancelled = state.withLock { state in
          if state.cancelledEarly.remove(id) != nil { return true }
          state.sleepers[id] = continuation
          return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      let sleeper = state.withLock { state in
        let sleeper = state.sleepers.removeValue(forKey: id)
        if sleeper == nil { state.cancelledEarly.insert(id) }
        return sleeper
      }
      sleeper?.resume(throwing: CancellationError())
    }
  }

  /// Wakes every sleeper; returns how many woke.
  @discardableResult
  func wakeAll() -> Int {
    let woken = state.withLock { state in
      defer { state.sleepers = [:] }
      return Array(state.sleepers.values)
    }
    for sleeper in woken { sleeper.resume() }
    return woken.count
  }
}
