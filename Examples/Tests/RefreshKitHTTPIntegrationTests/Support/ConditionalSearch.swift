import Foundation
import GitHubFixture
import RefreshKit
import RefreshKitHTTP
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A repository of a revalidated list (the fields the revalidation tests read).
struct ListedRepository: Decodable, Hashable, Identifiable, Sendable {
  var id: Int
  var fullName: String
  var description: String?
}

/// GitHub's search response body, with the fields above.
struct ListedSearchResponse: Decodable, Sendable, TotalCountReporting {
  var totalCount: Int?
  var items: [ListedRepository]
}

/// One request over loopback and what came back.
struct Exchange: Sendable {
  /// The URL sent.
  var url: String
  /// The `If-None-Match` sent, if any.
  var ifNoneMatch: String?
  /// The response's status.
  var status: Int
  /// The response's rate limit, if it sent one.
  var rateLimit: RateLimit?
}

/// `URLSessionHTTPTransport` over real loopback HTTP (a session of its own, as a new launch
/// has), recording every exchange; `rewrite` may change a response before the client sees it.
final class ExchangeRecordingTransport: HTTPTransport {
  private let base = URLSessionHTTPTransport(
    session: URLSessionHTTPTransport.makeSession(configuration: .ephemeral))
  private let recorded = Mutex<[Exchange]>([])
  private let rewrite: @Sendable (HTTPTransportResponse) -> HTTPTransportResponse

  init(rewrite: @escaping @Sendable (HTTPTransportResponse) -> HTTPTransportResponse = { $0 }) {
    self.rewrite = rewrite
  }

  /// Every exchange, in the order the responses arrived.
  var exchanges: [Exchange] { recorded.withLock { $0 } }

  func send(_ request: URLRequest) async throws -> HTTPTransportResponse {
    let response = rewrite(try await base.send(request))
    recorded.withLock {
      $0.append(
        Exchange(
          url: request.url?.absoluteString ?? "",
          ifNoneMatch: request.value(forHTTPHeaderField: "If-None-Match"),
          status: response.status, rateLimit: RateLimit(headers: response.headers)))
    }
    return response
  }
}

typealias ListedPager = Pager<String, URL, ListedRepository>

/// One launch of a list screen against a fixture server: an `HTTPPageLoader` with its own
/// transport and a revalidating `Pager` over `cache`.
@MainActor
struct ListLaunch {
  let transport: ExchangeRecordingTransport
  let pager: ListedPager

  /// A launch searching `query` on `baseURL` (100 rows a page). The client stamps pages
  /// with `clientNow` (their `max-age` counts from it), the pager judges freshness with
  /// `pagerNow`.
  init(
    baseURL: String, query: String, cache: InMemoryPageCache<ListedRepository, URL>?,
    transport: ExchangeRecordingTransport = ExchangeRecordingTransport(),
    rateLimitGate: RateLimitGate? = nil,
    clientNow: @escaping @Sendable () -> Date = { Date() },
    pagerNow: @escaping @Sendable () -> Date = { Date() }
  ) throws {
    guard let url = URL(string: baseURL) else { throw SetupError.badURL(baseURL) }
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let search = HTTPPageLoader<String, URL, ListedSearchResponse, ListedRepository>(
      client: HTTPClient(
        configuration: .gitHub(baseURL: url), decoder: decoder, transport: transport,
        rateLimitGate: rateLimitGate, now: clientNow),
      paging: .linkHeader, endpoint: { SearchTarget(query: $0).endpoint }, items: \.items)
    let loadPage: ListedPager.LoadPage = { request in try await search.load(request) }
    self.transport = transport
    if let cache {
      pager = ListedPager(
        query: query, cache: cache, cacheKey: { "search:\($0)" }, now: pagerNow,
        loadPage: loadPage)
    } else {
      pager = ListedPager(query: query, loadPage: loadPage)
    }
  }
}

/// Starts a fixture server (on `port`, 0 for any) serving `dataset`, with `faults` and the
/// rate limit's clock `now`.
func startFixture(
  dataset: GitHubFixtureServer.DatasetSource = .generated(), port: Int = 0,
  faults: FaultConfiguration = .none, now: @escaping @Sendable () -> Date = { Date() }
) async throws -> (server: GitHubFixtureServer, running: RunningGitHubFixtureServer) {
  let server = try GitHubFixtureServer(
    configuration: .init(port: port, dataset: dataset, faults: faults, now: now),
    logger: quietLogger)
  return (server, try await server.start())
}
