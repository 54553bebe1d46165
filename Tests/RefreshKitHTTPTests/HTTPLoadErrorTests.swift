import Foundation
import RefreshKit
import RefreshKitHTTP
import Testing
import YLRefreshKit

/// One row of the error mapping table: a response and the error it must become.
struct ErrorRow: Sendable, CustomTestStringConvertible {
  var name: String
  var status: Int
  var headers: HTTPHeaderFields = [:]
  var body: String = ""
  var expected: HTTPLoadError?

  var testDescription: String { name }
  var response: HTTPTransportResponse {
    HTTPTransportResponse(status: status, headers: headers, body: Data(body.utf8))
  }
}

@Suite("HTTPLoadError: GitHub's failures as typed errors a screen can show")
struct HTTPLoadErrorTests {
  static let now = Fixtures.fixedNow
  static let rateLimitBody =
    #"{"message":"API rate limit exceeded for 127.0.0.1. (But here's the good news: ...)","#
    + #""documentation_url":"https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting"}"#

  static let table: [ErrorRow] = [
    ErrorRow(name: "200 is no error", status: 200, body: "{}", expected: nil),
    ErrorRow(name: "204 is no error", status: 204, expected: nil),
    ErrorRow(
      name: "403 with x-ratelimit-remaining 0 resets at x-ratelimit-reset",
      status: 403,
      headers: ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1700000360"],
      body: rateLimitBody,
      expected: .rateLimited(
        status: 403, resetAt: Date(timeIntervalSince1970: 1_700_000_360),
        message: "API rate limit exceeded for 127.0.0.1. (But here's the good news: ...)")),
    ErrorRow(
      name: "403 with retry-after (secondary rate limit) resets retry-after seconds from now",
      status: 403,
      headers: ["retry-after": "60", "x-ratelimit-remaining": "12"],
      body: #"{"message":"You have exceeded a secondary rate limit."}"#,
      expected: .rateLimited(
        status: 403, resetAt: now.addingTimeInterval(60),
        message: "You have exceeded a secondary rate limit.")),
    ErrorRow(
      name: "429 with retry-after in seconds",
      status: 429, headers: ["Retry-After": "120"],
      expected: .rateLimited(status: 429, resetAt: now.addingTimeInterval(120), message: nil)),
    ErrorRow(
      name: "429 with retry-after as an HTTP date",
      status: 429, headers: ["Retry-After": "Tue, 14 Nov 2023 22:20:00 GMT"],
      expected: .rateLimited(
        status: 429, resetAt: Date(timeIntervalSince1970: 1_700_000_400), message: nil)),
    ErrorRow(
      name: "429 prefers retry-after over x-ratelimit-reset",
      status: 429, headers: ["x-ratelimit-reset": "1700009999", "retry-after": "5"],
      expected: .rateLimited(status: 429, resetAt: now.addingTimeInterval(5), message: nil)),
    ErrorRow(
      name: "429 with no reset information",
      status: 429, expected: .rateLimited(status: 429, resetAt: nil, message: nil)),
    ErrorRow(
      name: "403 whose message says rate limit, without headers",
      status: 403, body: #"{"message":"API rate limit exceeded"}"#,
      expected: .rateLimited(status: 403, resetAt: nil, message: "API rate limit exceeded")),
    ErrorRow(
      name: "403 that is not a rate limit is a client error",
      status: 403, headers: ["x-ratelimit-remaining": "4999"],
      body: #"{"message":"Resource not accessible by integration"}"#,
      expected: .clientError(status: 403, message: "Resource not accessible by integration")),
    ErrorRow(
      name: "422 carries GitHub's message and errors",
      status: 422,
      body:
        #"{"message":"Validation Failed","errors":[{"resource":"Search","field":"q","code":"missing"}],"#
        + #""documentation_url":"https://docs.github.com/v3/search"}"#,
      expected: .validationFailed(
        message: "Validation Failed",
        errors: [.init(resource: "Search", field: "q", code: "missing")])),
    ErrorRow(
      name: "422 beyond the search window, with string errors",
      status: 422,
      body: #"{"message":"Only the first 1000 search results are available","errors":["too far"]}"#,
      expected: .validationFailed(
        message: "Only the first 1000 search results are available",
        errors: [.init(message: "too far")])),
    ErrorRow(
      name: "422 without a JSON body",
      status: 422, body: "nope",
      expected: .validationFailed(message: "Validation Failed", errors: [])),
    ErrorRow(
      name: "404", status: 404, body: #"{"message":"Not Found"}"#,
      expected: .notFound(message: "Not Found")),
    ErrorRow(
      name: "401 bad credentials", status: 401, body: #"{"message":"Bad credentials"}"#,
      expected: .clientError(status: 401, message: "Bad credentials")),
    ErrorRow(name: "410 gone", status: 410, expected: .clientError(status: 410, message: nil)),
    ErrorRow(
      name: "500 with a JSON message", status: 500, body: #"{"message":"Server Error"}"#,
      expected: .serverError(status: 500, message: "Server Error")),
    ErrorRow(
      name: "502 with an HTML body has no message", status: 502,
      body: "<html><body>Bad Gateway</body></html>",
      expected: .serverError(status: 502, message: nil)),
    ErrorRow(
      name: "503 with an empty body", status: 503,
      expected: .serverError(status: 503, message: nil)),
    ErrorRow(
      name: "a multi-line message is cleaned to one line", status: 500,
      body: #"{"message":"  Something\n\tbroke  "}"#,
      expected: .serverError(status: 500, message: "Something broke")),
    ErrorRow(name: "304 is unexpected", status: 304, expected: .unexpectedStatus(304)),
  ]

  @Test("responses map to the right error", arguments: table)
  func mapping(row: ErrorRow) {
    #expect(HTTPLoadError(response: row.response, now: Self.now) == row.expected)
  }

  @Test("a 200 that is not JSON, or does not decode, is a malformed response with a snippet")
  func malformedBodies() {
    let decoder = JSONDecoder()
    let html = HTTPTransportResponse(status: 200, body: Data("<html>\n<b>Hi</b></html>".utf8))
    #expect(
      throws: HTTPLoadError.malformedResponse(
        status: 200, snippet: "<html> <b>Hi</b></html>", reason: "the body is not valid JSON")
    ) {
      try html.decoded(as: SearchResponse.self, using: decoder, now: Self.now)
    }
    let wrongShape = HTTPTransportResponse(status: 200, body: Data(#"{"total_count":1}"#.utf8))
    #expect(
      throws: HTTPLoadError.malformedResponse(
        status: 200, snippet: #"{"total_count":1}"#, reason: "missing key 'items'")
    ) {
      try wrongShape.decoded(as: SearchResponse.self, using: decoder, now: Self.now)
    }
    let empty = HTTPTransportResponse(status: 200)
    #expect(
      throws: HTTPLoadError.malformedResponse(
        status: 200, snippet: "(empty body)", reason: "the body is not valid JSON")
    ) {
      try empty.decoded(as: SearchResponse.self, using: decoder, now: Self.now)
    }
  }

  @Test("a long body is cut to a short snippet")
  func longSnippet() throws {
    let body = Data(String(repeating: "x", count: 10_000).utf8)
    do {
      _ = try HTTPTransportResponse(status: 200, body: body)
        .decoded(as: SearchResponse.self, using: JSONDecoder(), now: Self.now)
      Issue.record("decoded garbage")
    } catch {
      guard case .malformedResponse(_, let snippet, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(snippet.count <= 121)
      #expect(snippet.hasSuffix("…"))
    }
  }

  static let offlineCodes: [URLError.Code] = [
    .notConnectedToInternet, .networkConnectionLost, .cannotConnectToHost, .cannotFindHost,
    .dnsLookupFailed,
  ]

  @Test("connection failures are offline", arguments: offlineCodes)
  func offline(code: URLError.Code) {
    let error = HTTPLoadError(transportError: URLError(code))
    #expect(error == .offline(code))
    #expect(error.isOffline)
    #expect(error.displayMessage.contains("offline"))
  }

  @Test("an NSError in NSURLErrorDomain maps like a URLError")
  func nsErrorBridging() {
    let error = NSError(domain: NSURLErrorDomain, code: URLError.Code.cannotConnectToHost.rawValue)
    #expect(HTTPLoadError(transportError: error) == .offline(.cannotConnectToHost))
  }

  @Test("timeouts, cancellation and other failures")
  func otherTransportFailures() {
    #expect(HTTPLoadError(transportError: URLError(.timedOut)) == .timedOut)
    #expect(!HTTPLoadError.timedOut.isOffline)
    #expect(HTTPLoadError(transportError: URLError(.cancelled)) == .cancelled)
    #expect(HTTPLoadError(transportError: CancellationError()) == .cancelled)
    #expect(
      HTTPLoadError(transportError: URLError(.secureConnectionFailed))
        == .network(.secureConnectionFailed))
    struct Odd: Error {}
    #expect(HTTPLoadError(transportError: Odd()) == .network(.unknown))
    #expect(HTTPLoadError(transportError: HTTPLoadError.timedOut) == .timedOut)
  }

  @Test("every case has a display message; a rate limit says when to try again")
  func displayMessages() {
    let reset = Self.now.addingTimeInterval(170)
    let limited = HTTPLoadError.rateLimited(status: 403, resetAt: reset, message: nil)
    #expect(
      limited.displayMessage(relativeTo: Self.now) == "Too many requests. Try again in 3 minutes.")
    #expect(
      HTTPLoadError.rateLimited(status: 429, resetAt: nil, message: nil).displayMessage
        == "Too many requests. Try again later.")
    let validation = HTTPLoadError.validationFailed(
      message: "Validation Failed", errors: [.init(resource: "Search", field: "q", code: "missing")]
    )
    #expect(
      validation.displayMessage
        == "The request was rejected: Validation Failed (Search.q: missing).")
    #expect(HTTPLoadError.notFound(message: "Not Found").displayMessage == "Not found.")
    #expect(
      HTTPLoadError.serverError(status: 502, message: nil).displayMessage.contains("HTTP 502"))
    #expect(HTTPLoadError.timedOut.displayMessage.contains("too long"))
  }

  @Test("RefreshKit shows the display message and the offline placeholder")
  func presentableThroughRefreshKit() {
    let failure = RefreshFailure(
      action: .loadingMore, error: HTTPLoadError.offline(.notConnectedToInternet), attempt: 1)
    #expect(failure.isOffline)
    #expect(failure.displayMessage == HTTPLoadError.offline(.notConnectedToInternet).displayMessage)
  }

  @Test("transient errors are the ones worth retrying")
  func transient() {
    #expect(HTTPLoadError.serverError(status: 503, message: nil).isTransient)
    #expect(HTTPLoadError.timedOut.isTransient)
    #expect(!HTTPLoadError.notFound(message: nil).isTransient)
    #expect(!HTTPLoadError.cancelled.isTransient)
    #expect(HTTPLoadError.validationFailed(message: "x", errors: []).status == 422)
  }
}

@Suite("HTTPLoadError advises automatic retries")
struct HTTPLoadErrorRetryAdviceTests {
  @Test("a rate limit with a reset asks to wait until it; without one, nothing is asked")
  func rateLimitWait() {
    let now = Date(timeIntervalSince1970: 1_000)
    let limited = HTTPLoadError.rateLimited(
      status: 403, resetAt: now.addingTimeInterval(29.5), message: nil)
    #expect(limited.retryAfter(now: now) == .seconds(30))
    #expect(limited.retryAfter(now: now.addingTimeInterval(60)) == .seconds(0))
    #expect(HTTPLoadError.rateLimited(status: 429, resetAt: nil, message: nil).retryAfter == nil)
    #expect(HTTPLoadError.timedOut.retryAfter == nil)
  }

  @Test("transient failures are retryable, client errors are not")
  func retryable() {
    #expect(HTTPLoadError.serverError(status: 502, message: nil).isRetryable)
    #expect(!HTTPLoadError.notFound(message: nil).isRetryable)
    let policy = AutomaticRetry.exponential()
    #expect(
      policy.delay(after: 1, error: HTTPLoadError.validationFailed(message: "", errors: [])) == nil)
    #expect(policy.delay(after: 1, error: HTTPLoadError.timedOut) == .seconds(1))
  }
}
