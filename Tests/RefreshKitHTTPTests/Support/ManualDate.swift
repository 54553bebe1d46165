import Foundation
import RefreshKitLocking

/// A wall clock the test moves by hand, alongside a `TestClock`.
final class ManualDate: Sendable {
  private let date: Locked<Date>

  init(_ start: Date = Fixtures.fixedNow) {
    date = Locked(start)
  }

  /// The current date.
  var now: Date { date.withLock { $0 } }

  /// Moves the date forward by `seconds`.
  func advance(by seconds: TimeInterval) {
    date.withLock { $0 = $0.addingTimeInterval(seconds) }
  }
}
