import Foundation

/// A value behind an `NSLock` (package: test doubles use it too).
///
/// The scripted manager is called from many threads at once in tests run under
/// ThreadSanitizer; a pthread-based lock is one TSan sees, so its reports stay meaningful.
package final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  package init(_ value: Value) { self.value = value }

  /// Runs `body` with exclusive access to the value.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
