#if canImport(os)
  import os
#else
  import Synchronization
#endif

/// A value behind a lock: the state that RefreshKit's types share across isolations.
///
/// Every module of the library, and its tests, keep such state in a `Locked` and nowhere else,
/// for two reasons:
/// - **Availability.** `Synchronization.Mutex` needs iOS 18, tvOS 18, watchOS 11 and macOS 15,
///   above the package's minimums, so on Apple platforms the value is behind an
///   `OSAllocatedUnfairLock` (iOS 16, tvOS 16, watchOS 9, macOS 13).
/// - **ThreadSanitizer.** Elsewhere the value is behind a `Mutex`, whose contended path on
///   Linux waits in the kernel where ThreadSanitizer cannot see it, so it reported races between
///   two holders of the same lock. `Locked` tells the sanitizer when the lock is taken and given
///   back (``ThreadSanitizerHooks``); the reports that remain are real.
///
/// Any isolation may call it; `body` runs on the caller's thread, with the lock held, and must
/// not call back into the same `Locked`.
///
/// ```swift
/// let visits = Locked([String]())
/// visits.withLock { $0.append("repositories") }
/// let count = visits.withLock { $0.count }  // 1
/// ```
package final class Locked<Value: Sendable>: Sendable {
  #if canImport(os)
    private let lock: OSAllocatedUnfairLock<Value>
  #else
    private let mutex: Mutex<Value>
  #endif

  /// A lock over `value`.
  package init(_ value: Value) {
    #if canImport(os)
      lock = OSAllocatedUnfairLock(uncheckedState: value)
    #else
      mutex = Mutex(value)
    #endif
  }

  /// Runs `body` with exclusive access to the value, and returns what it returns.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    #if canImport(os)
      try lock.withLockUnchecked(body)
    #else
      try mutex.withLock { value in
        let token = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
        ThreadSanitizerHooks.acquired(token)
        defer { ThreadSanitizerHooks.releasing(token) }
        return try body(&value)
      }
    #endif
  }
}
