import Synchronization

/// A virtual clock in milliseconds: tasks sleep until the driver advances it; nothing waits
/// for real time. Cancelling a sleeping task wakes it at once with `false`.
final class VirtualTime: Sendable {
  private struct Sleeper {
    var id: Int
    var deadline: Int
    var continuation: CheckedContinuation<Bool, Never>
  }

  private struct State {
    var now = 0
    var nextID = 0
    var sleepers: [Sleeper] = []
    var cancelledEarly: Set<Int> = []
    var activity = 0
  }

  private let state = Mutex(State())

  /// The current virtual time.
  var now: Int { state.withLock { $0.now } }

  /// Changes every time a task starts or stops sleeping: the driver waits until it is still.
  var activity: Int { state.withLock { $0.activity } }

  /// The earliest deadline a task sleeps until, if any.
  var nextDeadline: Int? { state.withLock { $0.sleepers.map(\.deadline).min() } }

  /// Sleeps `milliseconds` of virtual time; `false` when the task was cancelled first.
  func sleep(milliseconds: Int) async -> Bool {
    let id = state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let cancelled = state.withLock { state in
          state.activity += 1
          if state.cancelledEarly.remove(id) != nil { return true }
          state.sleepers.append(
            Sleeper(id: id, deadline: state.now + milliseconds, continuation: continuation))
          return false
        }
        if cancelled { continuation.resume(returning: false) }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        state.activity += 1
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          state.cancelledEarly.insert(id)
          return nil
        }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(returning: false)
    }
  }

  /// Moves the clock to `time` and wakes, in deadline order, every task due by then.
  func advance(to time: Int) {
    let due = state.withLock { state -> [Sleeper] in
      state.now = max(state.now, time)
      let now = state.now
      let due = state.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
      state.sleepers.removeAll { $0.deadline <= now }
      state.activity += due.count
      return due
    }
    for sleeper in due { sleeper.continuation.resume(returning: true) }
  }
}
