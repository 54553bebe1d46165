import Foundation

/// Counts requests per GitHub rate-limit resource and client in fixed one-minute windows.
///
/// A window starts with the first request after the previous one expired and lasts 60
/// seconds; `x-ratelimit-reset` is its end. Each resource (`core`, `search`) and each client
/// (an anonymous IP address or a user) has its own window. The limit is given per request,
/// so a server's ``FaultSwitch`` can change it while it runs. Without a limit nothing is
/// rejected and the reported limit is ``unlimitedReportedLimit``.
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

  /// What one window is counted for.
  private struct WindowKey: Hashable {
    var resource: String
    var client: RateLimitClient
  }

  /// The limit reported when no limit is configured.
  static let unlimitedReportedLimit = 1_000_000
  /// The window length, in seconds.
  static let windowSeconds: Int64 = 60

  private let now: @Sendable () -> Int64
  private var windows: [WindowKey: (start: Int64, used: Int)] = [:]

  /// Creates a limiter that reads the time from `now` (epoch seconds).
  init(now: @escaping @Sendable () -> Int64 = { RateLimiter.epochSeconds(Date()) }) {
    self.now = now
  }

  /// Whole epoch seconds of `date`, kept within 0…10^15 (a non-finite date counts as 0), so
  /// window arithmetic never overflows whatever clock is injected.
  static func epochSeconds(_ date: Date) -> Int64 {
    let seconds = date.timeIntervalSince1970.rounded(.down)
    guard seconds.isFinite else { return 0 }
    return Int64(min(max(seconds, 0), 1e15))
  }

  /// Counts one request of `client` against `resource` (`search` or `core`), allowing `limit`
  /// requests per minute (nil: unlimited); a rejected request is not counted.
  func consume(resource: String, client: RateLimitClient, limit: Int?) -> Decision {
    let time = now()
    let key = WindowKey(resource: resource, client: client)
    var window = currentWindow(key, at: time)
    let effectiveLimit = limit ?? Self.unlimitedReportedLimit
    let allowed = limit == nil || window.used < effectiveLimit
    if allowed { window.used += 1 }
    windows[key] = window
    return decision(allowed: allowed, window: window, limit: effectiveLimit, at: time)
  }

  /// Takes back one request that ``consume(resource:client:limit:)`` allowed with `counted`
  /// (a `304 Not Modified`, which GitHub does not count) and returns the window as it is now.
  ///
  /// Nothing is taken back when the request was rejected or its window has since ended.
  func refund(
    _ counted: Decision, resource: String, client: RateLimitClient, limit: Int?
  ) -> Decision {
    let time = now()
    let key = WindowKey(resource: resource, client: client)
    var window = currentWindow(key, at: time)
    if counted.allowed, window.start + Self.windowSeconds == counted.reset, window.used > 0 {
      window.used -= 1
      windows[key] = window
    }
    let effectiveLimit = limit ?? Self.unlimitedReportedLimit
    return decision(allowed: true, window: window, limit: effectiveLimit, at: time)
  }

  /// The window of `key` at `time`: the stored one while it lasts, else a new, empty one.
  /// Starting a new window also forgets every other expired one, so memory stays bounded.
  private func currentWindow(_ key: WindowKey, at time: Int64) -> (start: Int64, used: Int) {
    if let window = windows[key], time < window.start + Self.windowSeconds {
      return window
    }
    windows = windows.filter { time < $0.value.start + Self.windowSeconds }
    return (start: time, used: 0)
  }

  private func decision(
    allowed: Bool, window: (start: Int64, used: Int), limit: Int, at time: Int64
  ) -> Decision {
    let reset = window.start + Self.windowSeconds
    return Decision(
      allowed: allowed,
      limit: limit,
      remaining: max(0, limit - window.used),
      used: window.used,
      reset: reset,
      retryAfter: max(1, reset - time)
    )
  }
}
