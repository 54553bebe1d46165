import Foundation
import RefreshKit
import RefreshKitHTTP
import Testing

/// Regressions found by `scripts/fuzz.sh` (target `RetryAfter`), named after the reproducer.
@Suite("HTTPLoadError.retryAfter(now:): never negative, never traps, whatever the server says")
struct HTTPLoadErrorRetryAfterTests {
  private let now = Date(timeIntervalSince1970: 1_750_000_000)

  private func delay(_ headers: HTTPHeaderFields, status: Int = 403) -> Duration? {
    let response = HTTPTransportResponse(status: status, headers: headers)
    return HTTPLoadError(response: response, now: now)?.retryAfter(now: now)
  }

  @Test("fuzz RetryAfter crash-a685e791: x-ratelimit-reset 1e300 caps the wait at Int64.max s")
  func resetBeyondDuration() {
    let headers: HTTPHeaderFields = ["x-ratelimit-remaining": "0", "x-ratelimit-reset": "1e300"]
    #expect(delay(headers) == .seconds(Int64.max))
  }

  @Test("a reset date a Duration cannot hold, or one from the distant past, is capped or zero")
  func extremeResetDates() {
    let far = HTTPLoadError.rateLimited(
      status: 429, resetAt: Date(timeIntervalSince1970: 1e300), message: nil)
    #expect(far.retryAfter(now: now) == .seconds(Int64.max))
    #expect(far.retryAfter(now: .distantPast) == .seconds(Int64.max))
    let past = HTTPLoadError.rateLimited(status: 429, resetAt: .distantPast, message: nil)
    #expect(past.retryAfter(now: now) == .zero)
  }

  @Test("Pager's automatic retry does not retry a wait that long")
  func capsAreNotRetried() {
    let headers: HTTPHeaderFields = ["x-ratelimit-remaining": "0", "x-ratelimit-reset": "1e300"]
    let error = HTTPLoadError(
      response: HTTPTransportResponse(status: 403, headers: headers), now: now)
    #expect(error.map { AutomaticRetry.exponential().delay(after: 1, error: $0) } == .some(nil))
  }
}
