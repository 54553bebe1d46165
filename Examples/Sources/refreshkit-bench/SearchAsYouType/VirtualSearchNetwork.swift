import Synchronization

/// A search "server" in virtual time: every request takes `latencyMs`; it counts what it is
/// sent and what is cancelled before answering.
final class VirtualSearchNetwork: Sendable {
  private struct Counts {
    var sent = 0
    var cancelled = 0
  }

  private let time: VirtualTime
  private let latencyMs: Int
  private let counts = Mutex(Counts())

  /// Creates a network on `time` answering after `latencyMs`.
  init(time: VirtualTime, latencyMs: Int) {
    self.time = time
    self.latencyMs = latencyMs
  }

  /// Requests sent so far.
  var sent: Int { counts.withLock { $0.sent } }
  /// Requests whose task was cancelled before the answer.
  var cancelled: Int { counts.withLock { $0.cancelled } }

  /// Searches `query`; returns the virtual time of the answer, or `nil` when cancelled.
  func search(_ query: String) async -> Int? {
    counts.withLock { $0.sent += 1 }
    guard await time.sleep(milliseconds: latencyMs) else {
      counts.withLock { $0.cancelled += 1 }
      return nil
    }
    return time.now
  }
}
