import Foundation
import Synchronization

/// A wall clock the test moves by hand, alongside a `TestClock`.
final class ManualDate: Sendable {
  private let date: Mutex<Date>

  init(_ start: Date = Fixtures.fixedNow) {
    date = Mutex(start)
  }

  /// The current date.
  var now: Date { date.withLock { $0 } }

  /// Moves the date forward by `seconds`.
  func advance(by seconds: TimeInterval) {
    date.withLock { $0 = $0.addingTimeInterval(seconds) }
  }
}
