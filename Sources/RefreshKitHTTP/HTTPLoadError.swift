public import Foundation

/// Why a load failed, in terms a screen can show: GitHub's failures as typed cases.
///
/// Every case has a ``displayMessage``; ``isOffline`` is `true` only for ``offline(_:)``.
/// Server messages are trimmed and shortened, and never contain the bearer token.
///
/// ```swift
/// do {
///   let page = try await search.load(PageRequest(query: "swift"))
/// } catch .rateLimited(_, let resetAt, _) {
///   print("try again at \(resetAt?.description ?? "later")")
/// } catch {
///   print(error.displayMessage)
/// }
/// ```
public enum HTTPLoadError: Error, Hashable, Sendable {
  /// 403 or 429 because of a rate limit; `resetAt` is when to try again, if the server said.
  case rateLimited(status: Int, resetAt: Date?, message: String?)
  /// 422: the server understood the request but rejected its parameters.
  case validationFailed(message: String, errors: [ValidationIssue])
  /// 404.
  case notFound(message: String?)
  /// Any other 4xx (400, 401, a 403 that is not a rate limit, 410, …).
  case clientError(status: Int, message: String?)
  /// 5xx.
  case serverError(status: Int, message: String?)
  /// A status outside 2xx, 4xx and 5xx that was not followed (1xx, 3xx).
  case unexpectedStatus(Int)
  /// No connection: not connected, connection lost, host unreachable or unknown.
  case offline(URLError.Code)
  /// The request timed out.
  case timedOut
  /// Another transport failure (TLS, a bad server response, …), by `URLError` code.
  case network(URLError.Code)
  /// A 2xx body that is not JSON or does not decode: a short `snippet` of it and why.
  case malformedResponse(status: Int, snippet: String, reason: String)
  /// The request could not be built (say, a path that makes no URL).
  case invalidRequest(String)
  /// The load was cancelled; the engine discards cancelled loads.
  case cancelled

  /// One entry of a GitHub 422 `errors` array.
  ///
  /// ```swift
  /// ValidationIssue(resource: "Search", field: "q", code: "missing")
  /// ```
  public struct ValidationIssue: Hashable, Sendable, Codable {
    /// The resource (`Search`, `Issue`, …).
    public var resource: String?
    /// The field at fault (`q`).
    public var field: String?
    /// GitHub's code: `missing`, `missing_field`, `invalid`, `already_exists`, `custom`, …
    public var code: String?
    /// A message, for `custom` codes and for errors GitHub sends as plain strings.
    public var message: String?

    /// Creates an issue.
    public init(
      resource: String? = nil, field: String? = nil, code: String? = nil, message: String? = nil
    ) {
      self.resource = resource
      self.field = field
      self.code = code
      self.message = message
    }

    /// `Search.q: missing`, or the message.
    public var summary: String {
      if let message, !message.isEmpty { return message }
      let location = [resource, field].compactMap(\.self).joined(separator: ".")
      let what = code ?? "invalid"
      return location.isEmpty ? what : "\(location): \(what)"
    }
  }

  /// The HTTP status the failure came with, if a response arrived.
  public var status: Int? {
    switch self {
    case .rateLimited(let status, _, _), .clientError(let status, _), .serverError(let status, _),
      .unexpectedStatus(let status), .malformedResponse(let status, _, _):
      status
    case .validationFailed: 422
    case .notFound: 404
    case .offline, .timedOut, .network, .invalidRequest, .cancelled: nil
    }
  }

  /// Whether the device looks offline (the screen shows its offline placeholder).
  public var isOffline: Bool {
    if case .offline = self { return true }
    return false
  }

  /// Whether trying the same request again may succeed (5xx, timeouts, offline, rate
  /// limits, malformed bodies, transport failures); `false` for 4xx and cancellation.
  public var isTransient: Bool {
    switch self {
    case .rateLimited, .serverError, .offline, .timedOut, .network, .malformedResponse: true
    case .validationFailed, .notFound, .clientError, .unexpectedStatus, .invalidRequest, .cancelled:
      false
    }
  }
}
