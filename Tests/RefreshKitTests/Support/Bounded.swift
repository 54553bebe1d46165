import Foundation

/// Resumes a waiter once: with the operation's result, or with `nil` when time ran out.
private final class OneShot<T: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<T?, Never>?

  init(_ continuation: CheckedContinuation<T?, Never>) { self.continuation = continuation }

  func resume(_ value: T?) {
    lock.lock()
    let waiting = continuation
    continuation = nil
    lock.unlock()
    waiting?.resume(returning: value)
  }
}

/// Runs `operation` and returns its result, or `nil` after `seconds` if it has not finished.
///
/// A watchdog, not a wait: a correct engine finishes long before it; a broken one makes the
/// test fail (with its seed) instead of hanging the suite.
func bounded<T: Sendable>(
  seconds: Double = 10, _ operation: @escaping @Sendable () async -> T
) async -> T? {
  await withCheckedContinuation { continuation in
    let shot = OneShot(continuation)
    let timer = Task {
      do { try await Task.sleep(for: .seconds(seconds)) } catch { return }
      shot.resume(nil)
    }
    Task {
      let value = await operation()
      timer.cancel()
      shot.resume(value)
    }
  }
}

/// ``bounded(seconds:_:)`` for work that runs on the main actor.
@MainActor
func boundedOnMain<T: Sendable>(
  seconds: Double = 10, _ operation: @escaping @MainActor @Sendable () async -> T
) async -> T? {
  await bounded(seconds: seconds) { await operation() }
}
