public import Foundation
import RefreshKit
public import RefreshKitHTTP

/// A seed-style network manager over HTTP: builds a request from a target, pages by `Link`
/// header or page number, decodes JSON and throws `HTTPLoadError`. It is an
/// `HTTPClient` seen through ``NetworkManagerType``, for a ``RefreshOperator``; a `Pager`
/// loads through an `HTTPPageLoader` instead.
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
  /// The page cursor: `URL` for `HTTPPaging.linkHeader`, `Int` for page numbers.
  public typealias Cursor = Target.Cursor

  /// The server, its transport, decoder and rate-limit gate.
  public let client: HTTPClient
  /// How pages are requested and the next one found.
  public let paging: HTTPPaging<Cursor>
  let endpoint: @Sendable (Target) -> HTTPEndpoint
  let makeModel: @Sendable (Decoded) -> Model

  /// The server and the header fields sent with every request.
  public var configuration: HTTPClientConfiguration { client.configuration }
  /// What sends the requests.
  public var transport: any HTTPTransport { client.transport }
  /// The decoder for response bodies.
  public var decoder: JSONDecoder { client.decoder }
  /// Holds requests while their rate limit is used up; `nil` sends every request at once.
  public var rateLimitGate: RateLimitGate? { client.rateLimitGate }

  /// Creates a manager.
  ///
  /// - Parameters:
  ///   - configuration: The base URL, `User-Agent`, `Accept`, token and timeout.
  ///   - paging: `HTTPPaging.linkHeader` or `HTTPPaging.pageNumber(…)`.
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
    self.client = HTTPClient(
      configuration: configuration, decoder: decoder, transport: transport,
      rateLimitGate: rateLimitGate, now: now)
    self.paging = paging
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
    let (page, exchange) = try await client.exchange(
      endpoint(target), at: cursor, paging: paging, validator: nil)
    return try model(from: exchange, page: page)
  }

  /// Sends one request that is not a page, as `HTTPClient.send(_:)` does.
  @discardableResult
  public func send(_ endpoint: HTTPEndpoint) async throws(HTTPLoadError) -> HTTPTransportResponse {
    try await client.send(endpoint)
  }

  /// Sends one request that is not a page and decodes its body, as
  /// `HTTPClient.send(_:decoding:)` does.
  public func send<Body: Decodable>(_ endpoint: HTTPEndpoint, decoding type: Body.Type)
    async throws(HTTPLoadError) -> Body
  {
    try await client.send(endpoint, decoding: type)
  }

  /// Decodes a response (throwing the error its status maps to) and sets the next cursor.
  func model(from exchange: HTTPClient.Exchange, page: HTTPPaging<Cursor>.Page)
    throws(HTTPLoadError) -> Model
  {
    let response = exchange.response
    let decoded = try client.decode(response, as: Decoded.self, at: exchange.receivedAt)
    var model = makeModel(decoded)
    let total =
      (decoded as? any TotalCountReporting)?.totalCount
      ?? (model as? any TotalCountReporting)?.totalCount
    model.nextPage = exchange.nextCursor(
      paging, after: page, itemCount: model.itemCount, totalCount: total)
    return model
  }

  /// The base URL, the paging strategy and whether a token is set; never the token.
  public var description: String {
    "HTTPNetworkManager(baseURL: \(configuration.baseURL.absoluteString), paging: \(paging), "
      + "token: \(configuration.token == nil ? "none" : "<redacted>"))"
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
