import RefreshKitTesting
import Synchronization
import Testing

/// A debounce wait the test opens by hand: nothing sleeps. A cancelled wait returns at once.
final class Gate: Sendable {
  private struct State {
    var isOpen = false
    var started = 0
    var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    var cancelled: Set<Int> = []
    var watchers: [(Int, @Sendable () -> Void)] = []
  }
  private let state = Mutex(State())

  /// How many waits started (cancelled ones included).
  var started: Int { state.withLock { $0.started } }

  /// Waits until opened, or until the task is cancelled.
  func wait() async {
    let id = state.withLock { state -> Int in
      state.started += 1
      return state.started
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let (resumeNow, ready) = state.withLock { state in
          if state.isOpen || state.cancelled.contains(id) {
            return (true, [(Int, @Sendable () -> Void)]())
          }
          state.waiters[id] = continuation
          let ready = state.watchers.filter { $0.0 <= state.waiters.count }
          state.watchers.removeAll { $0.0 <= state.waiters.count }
          return (false, ready)
        }
        for watcher in ready { watcher.1() }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      let waiter = state.withLock { state in
        state.cancelled.insert(id)
        return state.waiters.removeValue(forKey: id)
      }
      waiter?.resume()
    }
  }

  /// Waits until `count` waits are pending and not cancelled; records an issue when they
  /// are not after 10 seconds, and ends the wait when the test is cancelled.
  func waitForWaiters(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) async {
    let arrived: Void? = await bounded { await self.waitForWaitersUnbounded(count) }
    if arrived == nil, !Task.isCancelled {
      Issue.record(
        "\(count) waits were not pending after 10 seconds", sourceLocation: sourceLocation)
    }
  }

  private func waitForWaitersUnbounded(_ count: Int) async {
    await waitForCallback { resume in
      let ready = state.withLock { state -> Bool in
        if state.waiters.count >= count { return true }
        state.watchers.append((count, resume))
        return false
      }
      if ready { resume() }
    }
  }

  /// Opens the gate: every pending wait returns.
  func open() {
    let waiters = state.withLock { state in
      state.isOpen = true
      defer { state.waiters = [:] }
      return Array(state.waiters.values)
    }
    for waiter in waiters { waiter.resume() }
  }
}
