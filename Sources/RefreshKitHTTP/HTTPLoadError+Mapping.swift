public import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension HTTPLoadError {
  /// Maps a response's status, headers and body to its error; `nil` for a 2xx status.
  ///
  /// Pure: `now` is the clock a `Retry-After` in seconds counts from.
  ///
  /// - 429, or 403 with `x-ratelimit-remaining: 0`, a `retry-after` header or a
  ///   "rate limit" message: ``rateLimited(status:resetAt:message:)``, resetting at
  ///   `retry-after` (seconds or an HTTP date), else at `x-ratelimit-reset` (epoch seconds).
  /// - 422: ``validationFailed(message:errors:)``; 404: ``notFound(message:)``;
  ///   other 4xx: ``clientError(status:message:)``; 5xx: ``serverError(status:message:)``.
  ///
  /// ```swift
  /// let error = HTTPLoadError(response: response, now: Date())  // nil for 200
  /// ```
  public init?(response: HTTPTransportResponse, now: Date) {
    let status = response.status
    guard !(200..<300).contains(status) else { return nil }
    let body = GitHubErrorBody.parse(response.body)
    let message = ResponseText.clean(body?.message)
    if Self.isRateLimit(status: status, headers: response.headers, message: message) {
      let resetAt = Self.resetDate(response.headers, now: now)
      self = .rateLimited(status: status, resetAt: resetAt, message: message)
      return
    }
    switch status {
    case 422:
      let issues = (body?.errors ?? []).prefix(10).map(Self.cleaned)
      self = .validationFailed(message: message ?? "Validation Failed", errors: Array(issues))
    case 404:
      self = .notFound(message: message)
    case 400..<500:
      self = .clientError(status: status, message: message)
    case 500..<600:
      self = .serverError(status: status, message: message)
    default:
      self = .unexpectedStatus(status)
    }
  }

  /// Maps what a transport threw: cancellation, offline, timeout or another network failure.
  ///
  /// ```swift
  /// HTTPLoadError(transportError: URLError(.notConnectedToInternet)).isOffline  // true
  /// ```
  public init(transportError error: any Error) {
    if let error = error as? HTTPLoadError {
      self = error
      return
    }
    if error is CancellationError {
      self = .cancelled
      return
    }
    guard let code = Self.urlErrorCode(error) else {
      self = .network(.unknown)
      return
    }
    switch code {
    case .notConnectedToInternet, .networkConnectionLost, .cannotConnectToHost, .cannotFindHost,
      .dnsLookupFailed, .dataNotAllowed, .internationalRoamingOff:
      self = .offline(code)
    case .timedOut:
      self = .timedOut
    case .cancelled:
      self = .cancelled
    default:
      self = .network(code)
    }
  }

  /// A copy whose server-supplied text has every occurrence of `secret` removed.
  func redacting(_ secret: String?) -> HTTPLoadError {
    guard let secret, !secret.isEmpty else { return self }
    let scrub = { (text: String) in ResponseText.redact(text, secret) }
    switch self {
    case .rateLimited(let status, let resetAt, let message):
      return .rateLimited(status: status, resetAt: resetAt, message: message.map(scrub))
    case .validationFailed(let message, let errors):
      let issues = errors.map { issue in
        HTTPLoadError.ValidationIssue(
          resource: issue.resource.map(scrub), field: issue.field.map(scrub),
          code: issue.code.map(scrub), message: issue.message.map(scrub))
      }
      return .validationFailed(message: scrub(message), errors: issues)
    case .notFound(let message):
      return .notFound(message: message.map(scrub))
    case .clientError(let status, let message):
      return .clientError(status: status, message: message.map(scrub))
    case .serverError(let status, let message):
      return .serverError(status: status, message: message.map(scrub))
    case .malformedResponse(let status, let snippet, let reason):
      return .malformedResponse(status: status, snippet: scrub(snippet), reason: scrub(reason))
    case .invalidRequest(let reason):
      return .invalidRequest(scrub(reason))
    case .unexpectedStatus, .offline, .timedOut, .network, .cancelled:
      return self
    }
  }

  private static func isRateLimit(status: Int, headers: HTTPHeaderFields, message: String?) -> Bool
  {
    if status == 429 { return true }
    guard status == 403 else { return false }
    let remaining = headers["x-ratelimit-remaining"]?.trimmingCharacters(in: .whitespaces)
    let exhausted = remaining.map { !$0.isEmpty && $0.allSatisfy { $0 == "0" } } ?? false
    return exhausted || headers["retry-after"] != nil
      || (message?.lowercased().contains("rate limit") ?? false)
  }

  /// `retry-after` (seconds from `now`, or an HTTP date), else `x-ratelimit-reset`.
  private static func resetDate(_ headers: HTTPHeaderFields, now: Date) -> Date? {
    if let retryAfter = headers.values(for: "retry-after").first?
      .trimmingCharacters(in: .whitespaces)
    {
      if let seconds = Int(retryAfter), seconds >= 0 {
        return now.addingTimeInterval(TimeInterval(seconds))
      }
      if let date = HTTPDate.parse(retryAfter) { return date }
    }
    if let reset = headers.values(for: "x-ratelimit-reset").first?
      .trimmingCharacters(in: .whitespaces),
      let epoch = Double(reset), epoch.isFinite, epoch >= 0
    {
      return Date(timeIntervalSince1970: epoch.rounded(.down))
    }
    return nil
  }

  private static func cleaned(_ issue: ValidationIssue) -> ValidationIssue {
    ValidationIssue(
      resource: ResponseText.clean(issue.resource), field: ResponseText.clean(issue.field),
      code: ResponseText.clean(issue.code), message: ResponseText.clean(issue.message))
  }

  private static func urlErrorCode(_ error: any Error) -> URLError.Code? {
    if let urlError = error as? URLError { return urlError.code }
    let nsError = error as NSError
    guard nsError.domain == NSURLErrorDomain else { return nil }
    return URLError.Code(rawValue: nsError.code)
  }
}
