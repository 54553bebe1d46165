/// An error that says whether trying again can help, and how long the server asked to wait.
///
/// ``Pager``'s automatic retry skips errors that are not retryable (a 404, a 422) and waits at
/// least `retryAfter`. RefreshKitHTTP's `HTTPLoadError` adopts it; adopt it for your own errors:
///
/// ```swift
/// extension APIError: RetryAfterProviding {
///   var retryAfter: Duration? {
///     if case .tooManyRequests(let seconds) = self { return .seconds(seconds) }
///     return nil
///   }
/// }
/// ```
public protocol RetryAfterProviding: Error {
  /// How long to wait before the next attempt, when the server said; `nil` otherwise.
  var retryAfter: Duration? { get }
  /// Whether the same request may succeed later; `true` unless the error says otherwise.
  var isRetryable: Bool { get }
}

extension RetryAfterProviding {
  /// Retryable by default.
  public var isRetryable: Bool { true }
}
