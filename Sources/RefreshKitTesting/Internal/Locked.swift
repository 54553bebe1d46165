import Foundation

/// A value behind an `NSLock`.
///
/// The scripted manager is called from many threads at once in tests run under
/// ThreadSanitizer; a pthread-based lock is one TSan sees, so its reports stay meaningful.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  /// Runs `body` with exclusive access to the value.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
