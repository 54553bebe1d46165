public import Foundation
public import RefreshKit

extension HTTPLoadError: PresentableError, CustomStringConvertible {
  /// A short sentence for a status line, footer or placeholder.
  ///
  /// A rate limit's wait is measured from the current time; use
  /// ``displayMessage(relativeTo:)`` for a fixed clock.
  public var displayMessage: String { displayMessage(relativeTo: Date()) }

  /// The sentence to show, measuring a rate limit's wait from `now`.
  ///
  /// ```swift
  /// error.displayMessage(relativeTo: now)  // "Too many requests. Try again in 3 minutes."
  /// ```
  public func displayMessage(relativeTo now: Date) -> String {
    switch self {
    case .rateLimited(_, let resetAt, _):
      return "Too many requests. " + Self.waitSentence(until: resetAt, now: now)
    case .validationFailed(let message, let errors):
      let details = errors.map(\.summary).joined(separator: "; ")
      return details.isEmpty
        ? "The request was rejected: \(message)."
        : "The request was rejected: \(message) (\(details))."
    case .notFound:
      return "Not found."
    case .clientError(let status, let message):
      return Self.clientSentence(status: status, message: message)
    case .serverError(let status, _):
      return "The server had a problem (HTTP \(status)). Try again later."
    case .unexpectedStatus(let status):
      return "The server sent an unexpected response (HTTP \(status))."
    case .offline:
      return "You are offline. Check your connection and try again."
    case .timedOut:
      return "The server took too long to respond. Try again."
    case .network(let code):
      return "A network error occurred (\(code.rawValue)). Try again."
    case .malformedResponse:
      return "The server sent a response that could not be read."
    case .invalidRequest:
      return "The request could not be made."
    case .cancelled:
      return "The request was cancelled."
    }
  }

  /// For logs: the case, its status and the server's message; never the token.
  public var description: String {
    switch self {
    case .rateLimited(let status, let resetAt, let message):
      let reset = resetAt.map { " until \($0.formatted(.iso8601))" } ?? ""
      return "HTTP \(status) rate limited\(reset)" + Self.suffix(message)
    case .validationFailed(let message, let errors):
      let details = errors.map(\.summary).joined(separator: "; ")
      return "HTTP 422 validation failed: \(message)" + (details.isEmpty ? "" : " (\(details))")
    case .notFound(let message):
      return "HTTP 404 not found" + Self.suffix(message)
    case .clientError(let status, let message):
      return "HTTP \(status) client error" + Self.suffix(message)
    case .serverError(let status, let message):
      return "HTTP \(status) server error" + Self.suffix(message)
    case .unexpectedStatus(let status):
      return "HTTP \(status) unexpected status"
    case .offline(let code):
      return "offline (URLError \(code.rawValue))"
    case .timedOut:
      return "timed out"
    case .network(let code):
      return "network error (URLError \(code.rawValue))"
    case .malformedResponse(let status, let snippet, let reason):
      return "HTTP \(status) malformed response: \(reason); body: \(snippet)"
    case .invalidRequest(let reason):
      return "invalid request: \(reason)"
    case .cancelled:
      return "cancelled"
    }
  }

  private static func suffix(_ message: String?) -> String {
    guard let message, !message.isEmpty else { return "" }
    return ": \(message)"
  }

  private static func clientSentence(status: Int, message: String?) -> String {
    switch status {
    case 401: "Sign-in failed: the access token is missing, wrong or expired."
    case 403: "Access denied" + (message.map { ": \($0)." } ?? ".")
    default: "The request failed (HTTP \(status))" + (message.map { ": \($0)." } ?? ".")
    }
  }

  private static func waitSentence(until resetAt: Date?, now: Date) -> String {
    guard let resetAt else { return "Try again later." }
    let seconds = Int(resetAt.timeIntervalSince(now).rounded(.up))
    switch seconds {
    case ...0: return "Try again now."
    case 1: return "Try again in 1 second."
    case 2..<60: return "Try again in \(seconds) seconds."
    case 60..<3600:
      let minutes = (seconds + 59) / 60
      return minutes == 1 ? "Try again in 1 minute." : "Try again in \(minutes) minutes."
    default:
      let hours = (seconds + 3599) / 3600
      return hours == 1 ? "Try again in 1 hour." : "Try again in \(hours) hours."
    }
  }
}
