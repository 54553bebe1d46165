import RefreshKitLocking

/// What must end when a ``StateMachine`` is released: its running task and its observers.
///
/// Kept apart from the main-actor state so the machine's nonisolated `deinit` can reach it.
final class TransitionLifetime<State: Sendable>: Sendable {
  private let runningTask = Locked<Task<Void, Never>?>(nil)
  private let observers = Locked<[Int: AsyncStream<State>.Continuation]>([:])

  /// Replaces the running task, returning the one it replaces.
  @discardableResult
  func swapTask(_ task: Task<Void, Never>?) -> Task<Void, Never>? {
    runningTask.withLock { current in
      defer { current = task }
      return current
    }
  }

  func addObserver(_ id: Int, _ continuation: AsyncStream<State>.Continuation) {
    observers.withLock { $0[id] = continuation }
  }

  func removeObserver(_ id: Int) {
    _ = observers.withLock { $0.removeValue(forKey: id) }
  }

  func broadcast(_ state: State) {
    let current = observers.withLock { Array($0.values) }
    for observer in current { observer.yield(state) }
  }

  /// Cancels the running task and finishes every observer stream.
  func end() {
    swapTask(nil)?.cancel()
    let current = observers.withLock { observers in
      defer { observers.removeAll() }
      return Array(observers.values)
    }
    for observer in current { observer.finish() }
  }
}
