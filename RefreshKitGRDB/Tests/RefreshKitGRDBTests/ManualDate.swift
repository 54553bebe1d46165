import Foundation
import Synchronization

/// A wall clock that a test moves by hand, for a cache's `now`: the order of uses is the
/// order of the test's steps, not of real time.
final class ManualDate: Sendable {
  private let current: Mutex<Date>

  init(start: Date) { current = Mutex(start) }

  /// Reads the date.
  var now: @Sendable () -> Date { { [self] in current.withLock { $0 } } }

  /// Moves the date on by `seconds`.
  func advance(by seconds: TimeInterval = 1) { current.withLock { $0 += seconds } }
}
