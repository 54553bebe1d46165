import Synchronization

/// The clock a virtual-time `Pager` reads: its time is the benchmark loop's, in milliseconds,
/// so the times its events carry (scroll speed, latencies) are virtual too. It never sleeps:
/// the scenario runs without automatic retries, the only thing a pager waits on its clock for.
final class VirtualClock: Clock, Sendable {
  typealias Instant = ContinuousClock.Instant

  /// Why a virtual clock refused to sleep.
  struct SleepRefused: Error {}

  private let origin = ContinuousClock.now
  private let milliseconds = Mutex(0)

  var now: Instant { origin.advanced(by: .milliseconds(milliseconds.withLock { $0 })) }
  var minimumResolution: Duration { .milliseconds(1) }

  /// Moves the clock to `time` milliseconds (never back).
  func move(to time: Int) {
    milliseconds.withLock { $0 = max($0, time) }
  }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    throw SleepRefused()
  }
}
