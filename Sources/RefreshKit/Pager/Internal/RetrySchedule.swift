import RefreshKitLocking

/// The automatic retry a pager has scheduled, kept apart from the main actor so the pager's
/// nonisolated `deinit` can cancel it.
final class RetrySchedule: Sendable {
  private let task = Locked<Task<Void, Never>?>(nil)

  /// Replaces the scheduled retry (cancelling the previous one).
  func replace(with next: Task<Void, Never>?) {
    let previous = task.withLock { current in
      defer { current = next }
      return current
    }
    previous?.cancel()
  }

  /// Cancels the scheduled retry, if any.
  func cancel() { replace(with: nil) }
}
