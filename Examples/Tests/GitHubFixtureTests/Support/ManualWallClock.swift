import Foundation
import Synchronization

/// A wall clock that stands still until a test moves it, for the server's rate-limit windows.
///
/// ```swift
/// let clock = ManualWallClock()
/// try await withFixtureServer(clock: clock) { client in
///   clock.advance(bySeconds: 60)  // the next request starts a new window
/// }
/// ```
final class ManualWallClock: Sendable {
  private let time: Mutex<Date>

  /// A clock showing `start` (a whole second, so epoch-second arithmetic is exact).
  init(start: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
    time = Mutex(start)
  }

  /// The time shown now.
  var now: Date { time.withLock { $0 } }

  /// Whole epoch seconds of ``now``, as `x-ratelimit-reset` counts them.
  var epochSeconds: Int { Int(now.timeIntervalSince1970) }

  /// Moves the clock forward by `seconds`.
  func advance(bySeconds seconds: Int) {
    time.withLock { $0 += TimeInterval(seconds) }
  }
}
