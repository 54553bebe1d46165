import Foundation

/// Counts requests per GitHub rate-limit resource in fixed one-minute windows.
///
/// A window starts with the first request after the previous one expired and lasts 60
/// seconds; `x-ratelimit-reset` is its end. The limit is given per request, so a server's
/// ``FaultSwitch`` can change it while it runs. Without a limit nothing is rejected and the
/// reported limit is ``unlimitedReportedLimit``.
actor RateLimiter {
  /// The outcome of counting one request.
  struct Decision: Sendable, Equatable {
    /// Whether the request may proceed.
    var allowed: Bool
    /// `x-ratelimit-limit`.
    var limit: Int
    /// `x-ratelimit-remaining`.
    var remaining: Int
    /// `x-ratelimit-used`.
    var used: Int
    /// `x-ratelimit-reset`, in epoch seconds.
    var reset: Int64
    /// `retry-after`, in seconds, for rejected requests.
    var retryAfter: Int64
  }

  /// The limit reported when no limit is configured.
  static let unlimitedReportedLimit = 1_000_000
  /// The window length, in seconds.
  static let windowSeconds: Int64 = 60

  private let now: @Sendable () -> Int64
  private var windows: [String: (start: Int64, used: Int)] = [:]

  /// Creates a limiter that reads the time from `now` (epoch seconds).
  init(now: @escaping @Sendable () -> Int64 = { Int64(Date().timeIntervalSince1970) }) {
    self.now = now
  }

  /// Counts one request against `resource` (`search` or `core`), allowing `limit` requests
  /// per resource per minute (nil: unlimited).
  func consume(resource: String, limit: Int?) -> Decision {
    let time = now()
    var window = windows[resource] ?? (start: time, used: 0)
    if time >= window.start + Self.windowSeconds {
      window = (start: time, used: 0)
    }
    let effectiveLimit = limit ?? Self.unlimitedReportedLimit
    let allowed = limit == nil || window.used < effectiveLimit
    if allowed { window.used += 1 }
    windows[resource] = window
    let reset = window.start + Self.windowSeconds
    return Decision(
      allowed: allowed,
      limit: effectiveLimit,
      remaining: max(0, effectiveLimit - window.used),
      used: window.used,
      reset: reset,
      retryAfter: max(1, reset - time)
    )
  }
}
