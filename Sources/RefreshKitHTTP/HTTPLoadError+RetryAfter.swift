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

  /// The time left until a rate limit's reset, counted from `now`.
  public func retryAfter(now: Date) -> Duration? {
    guard case .rateLimited(_, let resetAt?, _) = self else { return nil }
    return .seconds(max(0, resetAt.timeIntervalSince(now).rounded(.up)))
  }
}
