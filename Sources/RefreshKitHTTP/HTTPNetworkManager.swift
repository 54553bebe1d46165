public import Foundation
public import RefreshKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A RefreshKit network manager over HTTP: builds a request from a target, pages by `Link`
/// header or page number, decodes JSON and throws ``HTTPLoadError``.
///
/// It sends `User-Agent` and `Accept` (and `X-GitHub-Api-Version` with
/// ``HTTPClientConfiguration/gitHub(baseURL:token:userAgent:timeoutInterval:)``); the
/// bearer token goes only to the base URL's scheme, host and port, never to a `next` URL
/// on another host, and appears in no description or error. Cancelling the calling task
/// cancels the request and throws ``HTTPLoadError/cancelled``. No local cache answers a
/// request; ``conditionalRequest(target:cursor:validator:)`` and ``page(for:target:)``
/// revalidate a page with its `PageValidator`, and a ``RateLimitGate`` holds requests while
/// their rate limit is used up.
///
/// ```swift
/// struct RepoSearch: TargetType { typealias Cursor = URL; var query: String }
/// struct SearchResponse: Decodable { var items: [Repository] }
/// struct RepoPage: ModelType {
///   var items: [Repository]
///   var nextPage: URL?
///   var pageablePropertyPath: WritableKeyPath<RepoPage, [Repository]>? { \.items }
/// }
/// let manager = HTTPNetworkManager<RepoSearch, SearchResponse, RepoPage>(
///   configuration: .gitHub(token: BearerToken(environment: "GITHUB_TOKEN")),
///   paging: .linkHeader,
///   endpoint: { HTTPEndpoint(path: "/search/repositories", query: ["q": $0.query]) },
///   makeModel: { RepoPage(items: $0.items) })
/// ```
public struct HTTPNetworkManager<Target: TargetType, Decoded: Decodable, Model: ModelType>:
  NetworkManagerType, CustomStringConvertible
where Model.Cursor == Target.Cursor {
  /// The page cursor: `URL` for ``HTTPPaging/linkHeader``, `Int` for page numbers.
  public typealias Cursor = Target.Cursor

  /// The server and the header fields sent with every request.
  public let configuration: HTTPClientConfiguration
  /// How pages are requested and the next one found.
  public let paging: HTTPPaging<Cursor>
  /// What sends the requests.
  public let transport: any HTTPTransport
  /// The decoder for response bodies.
  public let decoder: JSONDecoder
  /// Holds requests while their rate limit is used up; `nil` sends every request at once.
  public let rateLimitGate: RateLimitGate?
  let endpoint: @Sendable (Target) -> HTTPEndpoint
  let makeModel: @Sendable (Decoded) -> Model
  let now: @Sendable () -> Date

  /// Creates a manager.
  ///
  /// - Parameters:
  ///   - configuration: The base URL, `User-Agent`, `Accept`, token and timeout.
  ///   - paging: ``HTTPPaging/linkHeader`` or ``HTTPPaging/pageNumber(parameter:firstPage:perPage:perPageParameter:)``.
  ///   - decoder: Decodes each response body as `Decoded`.
  ///   - transport: Sends requests; a `URLSession` by default, a fake in tests.
  ///   - rateLimitGate: Holds requests while their rate limit is used up (share one among
  ///     managers that share a token); `nil`, the default, sends every request at once.
  ///   - now: The clock a `Retry-After` in seconds and `Cache-Control: max-age` count from.
  ///   - endpoint: The target's first-page request: path, query items, header fields.
  ///   - makeModel: Turns a decoded body into the model; the manager then sets its `nextPage`.
  public init(
    configuration: HTTPClientConfiguration,
    paging: HTTPPaging<Cursor>,
    decoder: JSONDecoder = JSONDecoder(),
    transport: any HTTPTransport = URLSessionHTTPTransport(),
    rateLimitGate: RateLimitGate? = nil,
    now: @escaping @Sendable () -> Date = { Date() },
    endpoint: @escaping @Sendable (Target) -> HTTPEndpoint,
    makeModel: @escaping @Sendable (Decoded) -> Model
  ) {
    self.configuration = configuration
    self.paging = paging
    self.decoder = decoder
    self.transport = transport
    self.rateLimitGate = rateLimitGate
    self.now = now
    self.endpoint = endpoint
    self.makeModel = makeModel
  }

  /// Loads the first page of `target`.
  public func request(target: Target) async throws(HTTPLoadError) -> Model {
    try await request(target: target, cursor: nil)
  }

  /// Loads the page the engine asks for: the first page for a refresh, `load.cursor` for
  /// a load-more (a retry re-sends the same cursor).
  public func request(_ load: LoadRequest<Target>) async throws(HTTPLoadError) -> Model {
    try await request(target: load.target, cursor: load.cursor)
  }

  /// Loads the page of `target` at `cursor` (`nil` for the first page).
  ///
  /// ```swift
  /// var page = try await manager.request(target: search, cursor: nil)
  /// while let next = page.nextPage { page = try await manager.request(target: search, cursor: next) }
  /// ```
  public func request(target: Target, cursor: Cursor?) async throws(HTTPLoadError) -> Model {
    let exchange = try await send(target: target, cursor: cursor, validator: nil)
    return try model(from: exchange)
  }

  /// One request and its response: the page asked for, what was sent and what came back.
  struct Exchange {
    var page: HTTPPaging<Cursor>.Page
    var request: URLRequest
    var response: HTTPTransportResponse
    var receivedAt: Date
    /// The validator the request was made conditional on, if any.
    var sentValidator: PageValidator?
  }

  /// Builds the request for `cursor` (conditional on `validator`, when it holds a valid
  /// one), waits for the rate-limit gate, and sends it.
  func send(target: Target, cursor: Cursor?, validator: PageValidator?)
    async throws(HTTPLoadError) -> Exchange
  {
    guard !Task.isCancelled else { throw .cancelled }
    let base = endpoint(target)
    let page = paging.locate(base, cursor)
    var urlRequest = try makeRequest(page, base: base)
    let sentValidator = ConditionalHeaders.apply(validator, to: &urlRequest)
    let (response, receivedAt) = try await perform(urlRequest)
    return Exchange(
      page: page, request: urlRequest, response: response, receivedAt: receivedAt,
      sentValidator: sentValidator)
  }

  /// Waits for the rate-limit gate, sends `urlRequest` and tells the gate what came back:
  /// every request the manager makes, a page or not, goes through here.
  func perform(_ urlRequest: URLRequest)
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

  /// Decodes a response (throwing the error its status maps to) and sets the next cursor.
  func model(from exchange: Exchange) throws(HTTPLoadError) -> Model {
    let response = exchange.response
    let decoded: Decoded
    do {
      decoded = try response.decoded(as: Decoded.self, using: decoder, now: exchange.receivedAt)
    } catch {
      throw error.redacting(configuration.token?.secret)
    }
    var model = makeModel(decoded)
    let total =
      (decoded as? any TotalCountReporting)?.totalCount
      ?? (model as? any TotalCountReporting)?.totalCount
    model.nextPage = paging.next(
      HTTPPaging.Outcome(
        responseURL: response.url ?? exchange.request.url, current: exchange.page.current,
        headers: response.headers, itemCount: model.itemCount, totalCount: total))
    return model
  }

  /// The base URL, the paging strategy and whether a token is set; never the token.
  public var description: String {
    "HTTPNetworkManager(baseURL: \(configuration.baseURL.absoluteString), paging: \(paging), "
      + "token: \(configuration.token == nil ? "none" : "<redacted>"))"
  }

  private func makeRequest(_ page: HTTPPaging<Cursor>.Page, base: HTTPEndpoint)
    throws(HTTPLoadError) -> URLRequest
  {
    switch page.location {
    case .url(let url):
      return RequestBuilder.request(
        url, method: "GET", endpoint: base, configuration: configuration)
    case .endpoint(let adjusted):
      return try makeRequest(adjusted)
    }
  }

  /// The request for `endpoint` on the configuration's server: its method, query, header
  /// fields and body, with the configuration's header fields and token.
  func makeRequest(_ endpoint: HTTPEndpoint) throws(HTTPLoadError) -> URLRequest {
    guard let url = RequestBuilder.url(for: endpoint, baseURL: configuration.baseURL) else {
      throw .invalidRequest("no URL for path \(ResponseText.clean(endpoint.path) ?? "")")
    }
    var request = RequestBuilder.request(
      url, method: endpoint.method, endpoint: endpoint, configuration: configuration)
    RequestBuilder.attach(endpoint.body, to: &request)
    return request
  }
}

extension HTTPNetworkManager where Decoded == Model {
  /// Creates a manager whose model is the decoded body itself (its `nextPage` is set after
  /// decoding, so leave it out of the model's `CodingKeys`).
  ///
  /// ```swift
  /// let manager = HTTPNetworkManager<Feed, FeedPage, FeedPage>(
  ///   configuration: config, paging: .pageNumber(perPage: 20),
  ///   endpoint: { _ in HTTPEndpoint(path: "/feed") })
  /// ```
  public init(
    configuration: HTTPClientConfiguration,
    paging: HTTPPaging<Cursor>,
    decoder: JSONDecoder = JSONDecoder(),
    transport: any HTTPTransport = URLSessionHTTPTransport(),
    rateLimitGate: RateLimitGate? = nil,
    now: @escaping @Sendable () -> Date = { Date() },
    endpoint: @escaping @Sendable (Target) -> HTTPEndpoint
  ) {
    self.init(
      configuration: configuration, paging: paging, decoder: decoder, transport: transport,
      rateLimitGate: rateLimitGate, now: now, endpoint: endpoint, makeModel: { $0 })
  }
}
