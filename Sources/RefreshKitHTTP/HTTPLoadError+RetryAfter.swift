public import Foundation
public import RefreshKit

extension HTTPLoadError: RetryAfterProviding {
  /// For a rate limit with a known reset, the time left until it (never negative); else `nil`.
  ///
  /// ```swift
  /// HTTPLoadError.rateLimited(status: 403, resetAt: .now + 30, message: nil).retryAfter  // ≈ 30 s
  /// ```
  public var retryAfter: Duration? { retryAfter(now: Date()) }

  /// Whether the same request may succeed later: ``isTransient``.
  public var isRetryable: Bool { isTransient }

  /// The time left until a rate limit's reset, counted from `now`, in whole seconds.
  ///
  /// Never negative (a reset in the past is `.zero`) and never traps: a reset further away
  /// than a `Duration` can hold (a server sending `x-ratelimit-reset: 1e300`) is capped at
  /// `Int64.max` seconds.
  public func retryAfter(now: Date) -> Duration? {
    guard case .rateLimited(_, let resetAt?, _) = self else { return nil }
    let seconds = resetAt.timeIntervalSince(now).rounded(.up)
    guard seconds > 0 else { return .zero }
    return seconds < Self.longestDelay ? .seconds(Int64(seconds)) : .seconds(Int64.max)
  }

  /// `Int64.max` seconds as a `Double` (2⁶³, exact): the first value `Int64` cannot hold.
  private static let longestDelay = Double(Int64.max)
}
