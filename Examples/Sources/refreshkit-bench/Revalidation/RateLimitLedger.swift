/// The fixture's `X-RateLimit-Used` for this process, carried from run to run.
///
/// Every request of the benchmark comes from one client (127.0.0.1) and the server's
/// rate-limit clock is stopped, so one window lasts the whole scenario and `used` only grows:
/// a run's units are the value after it minus the value before it.
@MainActor
final class RateLimitLedger {
  /// `X-RateLimit-Used` after the last run (0 on a new server).
  private(set) var used = 0

  /// The units the run `tally` counted spent; fails when a response had no rate limit or
  /// when the difference is not the number of responses the fixture counts (all but 304s).
  func spend(_ tally: TransportTally) throws -> Int {
    guard tally.withoutRateLimit == 0 else {
      throw BenchError.invalid("\(tally.withoutRateLimit) responses had no X-RateLimit-* fields")
    }
    let after = tally.highestRateLimitUsed ?? used
    let units = after - used
    guard units == tally.countedResponses else {
      throw BenchError.invalid(
        "X-RateLimit-Used moved by \(units), but \(tally.countedResponses) responses were not 304")
    }
    used = after
    return units
  }

  /// Starts again from 0, for a new server.
  func reset() {
    used = 0
  }
}
