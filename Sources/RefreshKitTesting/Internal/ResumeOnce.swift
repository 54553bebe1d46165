import Foundation

/// Resumes a waiter once: with a value, or with `nil` when time ran out, whichever is first.
final class ResumeOnce<T: Sendable>: @unchecked Sendable {
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
