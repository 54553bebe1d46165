public import Foundation
package import RefreshKit

#if canImport(FoundationNetworking)
  package import FoundationNetworking
#endif

/// One server: its base URL and header fields, the transport, the decoder and the rate-limit
/// gate every request to it goes through, pages and writes alike.
///
/// It sends `User-Agent` and `Accept` (and `X-GitHub-Api-Version` with
/// ``HTTPClientConfiguration/gitHub(baseURL:token:userAgent:timeoutInterval:)``); the bearer
/// token goes only to the base URL's scheme, host and port, never to a `next` URL on another
/// host, and appears in no description or error. Cancelling the calling task cancels the
/// request and throws ``HTTPLoadError/cancelled``. No local cache answers a request. An
/// ``HTTPPageLoader`` loads a `Pager`'s pages through it; ``send(_:)`` sends writes.
///
/// ```swift
/// let client = HTTPClient(configuration: .gitHub(token: BearerToken(environment: "GITHUB_TOKEN")))
/// try await client.send(HTTPEndpoint(method: "PUT", path: "/user/starred/apple/swift"))
/// ```
///
/// Isolation: a `Sendable` value; call it from any isolation.
public struct HTTPClient: Sendable, CustomStringConvertible {
  /// The server and the header fields sent with every request.
  public let configuration: HTTPClientConfiguration
  /// What sends the requests.
  public let transport: any HTTPTransport
  /// The decoder for response bodies.
  public let decoder: JSONDecoder
  /// Holds requests while their rate limit is used up; `nil` sends every request at once.
  public let rateLimitGate: RateLimitGate?
  /// The clock a `Retry-After` in seconds and `Cache-Control: max-age` count from.
  package let now: @Sendable () -> Date

  /// Creates a client.
  ///
  /// - Parameters:
  ///   - configuration: The base URL, `User-Agent`, `Accept`, token and timeout.
  ///   - decoder: Decodes response bodies.
  ///   - transport: Sends requests; a `URLSession` by default, a fake in tests.
  ///   - rateLimitGate: Holds requests while their rate limit is used up (share one among
  ///     clients that share a token); `nil`, the default, sends every request at once.
  ///   - now: The clock a `Retry-After` in seconds and `Cache-Control: max-age` count from.
  public init(
    configuration: HTTPClientConfiguration, decoder: JSONDecoder = JSONDecoder(),
    transport: any HTTPTransport = URLSessionHTTPTransport(), rateLimitGate: RateLimitGate? = nil,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.configuration = configuration
    self.decoder = decoder
    self.transport = transport
    self.rateLimitGate = rateLimitGate
    self.now = now
  }

  /// The base URL and whether a token is set; never the token.
  public var description: String {
    "HTTPClient(baseURL: \(configuration.baseURL.absoluteString), "
      + "token: \(configuration.token == nil ? "none" : "<redacted>"))"
  }

  /// One request for a page and its response: the page asked for, what was sent and what came
  /// back.
  package struct Exchange: Sendable {
    package var request: URLRequest
    package var response: HTTPTransportResponse
    package var receivedAt: Date
    /// The validator the request was made conditional on, if any.
    package var sentValidator: PageValidator?
  }

  /// Builds the request for the page at `cursor` of `endpoint` (conditional on `validator`,
  /// when it holds a valid one), waits for the rate-limit gate, and sends it.
  package func exchange<Cursor>(
    _ endpoint: HTTPEndpoint, at cursor: Cursor?, paging: HTTPPaging<Cursor>,
    validator: PageValidator?
  ) async throws(HTTPLoadError) -> (page: HTTPPaging<Cursor>.Page, exchange: Exchange) {
    guard !Task.isCancelled else { throw .cancelled }
    let page = paging.locate(endpoint, cursor)
    var urlRequest: URLRequest
    switch page.location {
    case .url(let url):
      urlRequest = RequestBuilder.request(
        url, method: "GET", endpoint: endpoint, configuration: configuration)
    case .endpoint(let adjusted):
      urlRequest = try makeRequest(adjusted)
    }
    let sentValidator = ConditionalHeaders.apply(validator, to: &urlRequest)
    let (response, receivedAt) = try await perform(urlRequest)
    return (
      page,
      Exchange(
        request: urlRequest, response: response, receivedAt: receivedAt,
        sentValidator: sentValidator)
    )
  }

  /// Waits for the rate-limit gate, sends `urlRequest` and tells the gate what came back:
  /// every request the client makes, a page or not, goes through here.
  package func perform(_ urlRequest: URLRequest)
    async throws(HTTPLoadError) -> (response: HTTPTransportResponse, receivedAt: Date)
  {
    if let rateLimitGate { try await rateLimitGate.admit(urlRequest) }
    let response: HTTPTransportResponse
    do {
      response = try await transport.send(urlRequest)
    } catch {
      throw HTTPLoadError(transportError: error).redacting(configuration.token?.secret)
    }
    let receivedAt = now()
    await rateLimitGate?.record(response, for: urlRequest, receivedAt: receivedAt)
    guard !Task.isCancelled else { throw .cancelled }
    return (response, receivedAt)
  }

  /// Decodes `response` as `type`, throwing the error its status maps to, with the token
  /// redacted.
  package func decode<Body: Decodable>(
    _ response: HTTPTransportResponse, as type: Body.Type, at date: Date
  )
    throws(HTTPLoadError) -> Body
  {
    do {
      return try response.decoded(as: type, using: decoder, now: date)
    } catch {
      throw error.redacting(configuration.token?.secret)
    }
  }

  /// The request for `endpoint` on the configuration's server: its method, query, header
  /// fields and body, with the configuration's header fields and token.
  package func makeRequest(_ endpoint: HTTPEndpoint) throws(HTTPLoadError) -> URLRequest {
    guard let url = RequestBuilder.url(for: endpoint, baseURL: configuration.baseURL) else {
      throw .invalidRequest("no URL for path \(ResponseText.clean(endpoint.path) ?? "")")
    }
    var request = RequestBuilder.request(
      url, method: endpoint.method, endpoint: endpoint, configuration: configuration)
    RequestBuilder.attach(endpoint.body, to: &request)
    return request
  }
}
