import RefreshKitLocking

/// The loads a ``Pager`` has in flight, by their description, kept apart from the
/// main actor so the pager's nonisolated `deinit` can cancel them.
final class LoadTasks<Key: Hashable & Sendable>: Sendable {
  private let tasks = Locked<[Key: Task<Void, Never>]>([:])

  /// Remembers the task running `key`.
  func add(_ key: Key, _ task: Task<Void, Never>) {
    tasks.withLock { $0[key] = task }
  }

  /// Forgets `key` (its task ended).
  func remove(_ key: Key) {
    _ = tasks.withLock { $0.removeValue(forKey: key) }
  }

  /// Cancels and forgets the task running `key`.
  func cancel(_ key: Key) {
    tasks.withLock { $0.removeValue(forKey: key) }?.cancel()
  }

  /// Cancels every task; returns the keys of those it cancelled.
  @discardableResult
  func cancelAll() -> [Key] {
    let all = tasks.withLock { all in
      defer { all.removeAll() }
      return Array(all)
    }
    for (_, task) in all { task.cancel() }
    return all.map { $0.key }
  }
}
