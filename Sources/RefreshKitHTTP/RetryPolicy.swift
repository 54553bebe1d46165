public import Foundation

/// Bounded retries for a command-line client or a background job.
///
/// Screens do not need it: RefreshKit's attempt numbers and a retry button do that. A
/// tool that must finish retries 5xx responses, timeouts and malformed bodies with
/// exponential backoff, and waits out a rate limit when it resets soon enough.
///
/// ```swift
/// let policy = RetryPolicy(maxAttempts: 4)
/// let page = try await policy.run { attempt in
///   try await search.load(PageRequest(query: "swift", cursor: next))
/// }
/// ```
public struct RetryPolicy: Hashable, Sendable {
  /// The most attempts, the first included (1 means no retry).
  public var maxAttempts: Int
  /// The wait after the first failure; it doubles with each attempt.
  public var baseDelay: Duration
  /// The longest backoff wait.
  public var maxDelay: Duration
  /// The longest wait for a rate limit to reset; a later reset fails at once.
  public var maxRateLimitWait: Duration
  /// The wait for a rate limit that names no reset time (GitHub advises a minute).
  public var unknownResetWait: Duration

  /// Creates a policy.
  public init(
    maxAttempts: Int = 3,
    baseDelay: Duration = .seconds(1),
    maxDelay: Duration = .seconds(30),
    maxRateLimitWait: Duration = .seconds(60),
    unknownResetWait: Duration = .seconds(60)
  ) {
    self.maxAttempts = maxAttempts
    self.baseDelay = baseDelay
    self.maxDelay = maxDelay
    self.maxRateLimitWait = maxRateLimitWait
    self.unknownResetWait = unknownResetWait
  }

  /// How long to wait before retrying after `attempt` failed with `error`; `nil` to give up.
  ///
  /// Retries ``HTTPLoadError/serverError(status:message:)``, ``HTTPLoadError/timedOut``
  /// and ``HTTPLoadError/malformedResponse(status:snippet:reason:)`` with backoff, and
  /// ``HTTPLoadError/rateLimited(status:resetAt:message:)`` until its reset.
  ///
  /// ```swift
  /// policy.delay(after: .timedOut, attempt: 1, now: .now)  // .seconds(1)
  /// ```
  public func delay(after error: HTTPLoadError, attempt: Int, now: Date) -> Duration? {
    guard attempt < maxAttempts else { return nil }
    switch error {
    case .serverError, .timedOut, .malformedResponse:
      return backoff(attempt: attempt)
    case .rateLimited(_, let resetAt, _):
      let wait =
        resetAt.map { Duration.seconds(max(0, $0.timeIntervalSince(now).rounded(.up))) }
        ?? unknownResetWait
      return wait <= maxRateLimitWait ? wait : nil
    default:
      return nil
    }
  }

  /// Runs `operation` (given the attempt number, from 1) until it succeeds, fails with an
  /// error not worth retrying, or runs out of attempts; rethrows the last error.
  ///
  /// Only ``HTTPLoadError``s are retried; any other error is rethrown at once. `sleep` and
  /// `now` are injectable so tests need no real waiting; a cancelled sleep throws
  /// ``HTTPLoadError/cancelled``.
  public func run<T>(
    isolation: isolated (any Actor)? = #isolation,
    now: () -> Date = { Date() },
    sleep: (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
    operation: (_ attempt: Int) async throws -> T
  ) async throws -> T {
    var attempt = 1
    while true {
      do {
        return try await operation(attempt)
      } catch let error as HTTPLoadError {
        guard let wait = delay(after: error, attempt: attempt, now: now()) else { throw error }
        do {
          try await sleep(wait)
        } catch {
          throw HTTPLoadError.cancelled
        }
        attempt += 1
      }
    }
  }

  private func backoff(attempt: Int) -> Duration {
    let exponent = Double(min(max(attempt - 1, 0), 30))
    let wait = baseDelay * pow(2, exponent)
    return min(wait, maxDelay)
  }
}
