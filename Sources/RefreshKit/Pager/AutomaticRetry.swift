/// Automatic retries of failed loads with exponential backoff; off unless you turn it on.
///
/// The delay before attempt *n* + 1 is `initialDelay × multiplier^(n − 1)`, capped at
/// `maxDelay`. When the error is ``RetryAfterProviding`` and names a longer wait, that wait is
/// used instead, up to `maxServerDelay`; a server asking for longer gets no automatic retry
/// (the failure stays on screen with its retry button); so does an error that says it is not
/// ``RetryAfterProviding/isRetryable`` (a 404, a 422). A new query, a refresh, a manual
/// retry or releasing the pager cancels a scheduled retry. ``PagingError``s are never retried.
///
/// ```swift
/// let pager = Pager(query: "swift", retry: .exponential(maxAttempts: 4)) { query, page in
///   try await api.search(query, page: page ?? 1)
/// }
/// ```
public struct AutomaticRetry: Hashable, Sendable {
  /// The most attempts of one page, the first included (1 means no automatic retry).
  package var maxAttempts: Int
  /// The wait after the first failure.
  package var initialDelay: Duration
  /// How much the wait grows with each failed attempt.
  package var multiplier: Double
  /// The longest backoff wait.
  package var maxDelay: Duration
  /// The longest server-requested wait honoured; a longer one is not retried automatically.
  package var maxServerDelay: Duration

  /// Creates a policy (``exponential(maxAttempts:initialDelay:multiplier:maxDelay:maxServerDelay:)``
  /// is the public spelling).
  package init(
    maxAttempts: Int = 4, initialDelay: Duration = .seconds(1), multiplier: Double = 2,
    maxDelay: Duration = .seconds(30), maxServerDelay: Duration = .seconds(120)
  ) {
    self.maxAttempts = max(1, maxAttempts)
    self.initialDelay = initialDelay
    self.multiplier = max(1, multiplier)
    self.maxDelay = maxDelay
    self.maxServerDelay = maxServerDelay
  }

  /// No automatic retry (the default): failures wait for a retry.
  public static let off = AutomaticRetry(maxAttempts: 1)

  /// Exponential backoff with the given limits. The defaults are TanStack Query's: 3 retries,
  /// 1 s doubling, 30 s cap; a server may ask for up to 2 minutes (`Retry-After`).
  ///
  /// ```swift
  /// let patient = AutomaticRetry.exponential(maxAttempts: 10, maxDelay: .seconds(5))
  /// ```
  public static func exponential(
    maxAttempts: Int = 4, initialDelay: Duration = .seconds(1), multiplier: Double = 2,
    maxDelay: Duration = .seconds(30), maxServerDelay: Duration = .seconds(120)
  ) -> AutomaticRetry {
    AutomaticRetry(
      maxAttempts: maxAttempts, initialDelay: initialDelay, multiplier: multiplier,
      maxDelay: maxDelay, maxServerDelay: maxServerDelay)
  }

  /// How long to wait before retrying after `attempt` failed with `error`; `nil` for no retry.
  ///
  /// ```swift
  /// AutomaticRetry.exponential().delay(after: 2, error: URLError(.timedOut))  // 2 s
  /// ```
  package func delay(after attempt: Int, error: any Error) -> Duration? {
    let advice = error as? any RetryAfterProviding
    guard attempt < maxAttempts, advice?.isRetryable ?? true, !(error is CancellationError),
      !(error is any EndsPaging)
    else { return nil }
    let exponent = Double(max(attempt - 1, 0))
    var wait = initialDelay * pow(multiplier, exponent)
    if wait > maxDelay { wait = maxDelay }
    guard let asked = advice?.retryAfter, asked > wait else {
      return wait
    }
    return asked <= maxServerDelay ? asked : nil
  }

  private func pow(_ base: Double, _ exponent: Double) -> Double {
    var result = 1.0
    var remaining = Int(min(exponent, 62))
    while remaining > 0 {
      result *= base
      remaining -= 1
    }
    return result
  }
}
