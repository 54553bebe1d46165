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
/// cancels the request and throws ``HTTPLoadError/cancelled``.
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
  private let endpoint: @Sendable (Target) -> HTTPEndpoint
  private let makeModel: @Sendable (Decoded) -> Model
  private let now: @Sendable () -> Date

  /// Creates a manager.
  ///
  /// - Parameters:
  ///   - configuration: The base URL, `User-Agent`, `Accept`, token and timeout.
  ///   - paging: ``HTTPPaging/linkHeader`` or ``HTTPPaging/pageNumber(parameter:firstPage:perPage:perPageParameter:)``.
  ///   - decoder: Decodes each response body as `Decoded`.
  ///   - transport: Sends requests; a `URLSession` by default, a fake in tests.
  ///   - now: The clock a `Retry-After` in seconds counts from.
  ///   - endpoint: The target's first-page request: path, query items, header fields.
  ///   - makeModel: Turns a decoded body into the model; the manager then sets its `nextPage`.
  public init(
    configuration: HTTPClientConfiguration,
    paging: HTTPPaging<Cursor>,
    decoder: JSONDecoder = JSONDecoder(),
    transport: any HTTPTransport = URLSessionHTTPTransport(),
    now: @escaping @Sendable () -> Date = { Date() },
    endpoint: @escaping @Sendable (Target) -> HTTPEndpoint,
    makeModel: @escaping @Sendable (Decoded) -> Model
  ) {
    self.configuration = configuration
    self.paging = paging
    self.decoder = decoder
    self.transport = transport
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
    guard !Task.isCancelled else { throw .cancelled }
    let base = endpoint(target)
    let page = paging.locate(base, cursor)
    let urlRequest = try makeRequest(page, base: base)
    let secret = configuration.token?.secret
    let response: HTTPTransportResponse
    do {
      response = try await transport.send(urlRequest)
    } catch {
      throw HTTPLoadError(transportError: error).redacting(secret)
    }
    guard !Task.isCancelled else { throw .cancelled }
    let decoded: Decoded
    do {
      decoded = try response.decoded(as: Decoded.self, using: decoder, now: now())
    } catch {
      throw error.redacting(secret)
    }
    var model = makeModel(decoded)
    let total =
      (decoded as? any TotalCountReporting)?.totalCount
      ?? (model as? any TotalCountReporting)?.totalCount
    model.nextPage = paging.next(
      HTTPPaging.Outcome(
        responseURL: response.url ?? urlRequest.url, current: page.current,
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
      guard let url = RequestBuilder.url(for: adjusted, baseURL: configuration.baseURL) else {
        throw .invalidRequest("no URL for path \(ResponseText.clean(adjusted.path) ?? "")")
      }
      return RequestBuilder.request(
        url, method: adjusted.method, endpoint: adjusted, configuration: configuration)
    }
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
    now: @escaping @Sendable () -> Date = { Date() },
    endpoint: @escaping @Sendable (Target) -> HTTPEndpoint
  ) {
    self.init(
      configuration: configuration, paging: paging, decoder: decoder, transport: transport,
      now: now, endpoint: endpoint, makeModel: { $0 })
  }
}
