/// An error that says how long the server asked to wait before trying again.
///
/// ``Pager``'s automatic retry waits at least this long. RefreshKitHTTP's `HTTPLoadError`
/// adopts it for rate limits; adopt it for your own errors:
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
}
