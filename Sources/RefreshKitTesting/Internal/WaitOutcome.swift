import Foundation

/// The first outcome of a bounded wait (a value, an error, a timeout or a cancellation),
/// delivered once to the waiter whether it arrives before or after the waiter attaches.
final class WaitOutcome<T: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var result: Result<T, any Error>?
  private var continuation: CheckedContinuation<T, any Error>?
  private var delivered = false

  /// Records `result` unless an outcome was recorded already; resumes an attached waiter.
  func settle(_ result: Result<T, any Error>) {
    lock.lock()
    guard self.result == nil else {
      lock.unlock()
      return
    }
    self.result = result
    let waiting = takeWaiter()
    lock.unlock()
    waiting?.resume(with: result)
  }

  /// Attaches the waiter; resumes it at once when the outcome is known.
  func attach(_ continuation: CheckedContinuation<T, any Error>) {
    lock.lock()
    self.continuation = continuation
    let waiting = result == nil ? nil : takeWaiter()
    let result = self.result
    lock.unlock()
    if let waiting, let result { waiting.resume(with: result) }
  }

  /// The waiter, once: under the lock.
  private func takeWaiter() -> CheckedContinuation<T, any Error>? {
    guard !delivered, let waiting = continuation else { return nil }
    delivered = true
    continuation = nil
    return waiting
  }
}
