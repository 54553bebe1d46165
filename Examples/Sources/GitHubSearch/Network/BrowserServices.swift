import Foundation
import Logging
import RefreshKitHTTP
import YLRefreshKit

/// The network managers the browser's scenes load with.
///
/// ```swift
/// let services = BrowserServices.http(configuration: .gitHub(baseURL: fixture.baseURL))
/// ```
public struct BrowserServices: Sendable {
  /// Loads the search results and an owner's repositories.
  public var lists: AnyNetworkManager<GitHubTarget, RepositoryList>
  /// Loads one repository.
  public var detail: AnyNetworkManager<GitHubTarget, RepositoryDetail>
  /// Where the lists keep their pages between launches, in the partition of the source they
  /// load from; `nil` keeps nothing.
  public var pageCache: ListPageCache?
  /// The most rows a list holds (its `PagerConfiguration`'s `maxItems`); `nil` holds every
  /// row loaded.
  public var maxItems: Int?
  /// The rows a list page holds.
  public var perPage = GitHubTarget.perPage
  /// Loads list pages conditionally, so that lists revalidate their pages (`If-None-Match`,
  /// 304s, `max-age`); `nil` loads every page through ``lists``.
  public var conditionalLists: ConditionalListLoader?
  /// Holds the requests to the API host while its rate limit is used up; `nil` holds none.
  public var rateLimitGate: RateLimitGate?
  /// The rate limit the header shows; `nil` shows none.
  public var rateLimit: RateLimitStatus?
  /// Makes the loader of one detail screen, which polls its repository (conditionally over
  /// HTTP); by default over ``detail``.
  public var makeRepositoryLoader: @Sendable () -> RepositoryLoader
  /// How long the detail waits between polls when the server sends no `X-Poll-Interval`.
  public var pollInterval: Duration = .seconds(60)
  /// Stars and unstars; `nil` when the app cannot.
  public var stars: StarService?
  /// The repositories every list and detail share, and starring; `nil` shares nothing (each
  /// list shows its own copies, and `s` does nothing).
  public var entities: RepositoryEntities?
  /// Reads issues and comments, and writes comments; `nil` when the app cannot.
  public var issues: IssueService?
  /// Where the lists' pagers log their loads (`--log-file`); `nil` logs nothing.
  public var logger: Logger?

  /// Creates services from two managers and an optional page cache.
  public init(
    lists: AnyNetworkManager<GitHubTarget, RepositoryList>,
    detail: AnyNetworkManager<GitHubTarget, RepositoryDetail>,
    pageCache: ListPageCache? = nil
  ) {
    self.lists = lists
    self.detail = detail
    self.pageCache = pageCache
    self.makeRepositoryLoader = { RepositoryLoader(detail) }
  }

  /// HTTP managers for GitHub's REST API (or the fixture server) at `configuration`'s base
  /// URL; lists ask for `perPage` rows a page, page by `Link` header and revalidate their
  /// pages (``conditionalLists``). Every manager shares `rateLimitGate` (one per API host:
  /// a request that would start after the limit is used up waits for its reset) and reports
  /// each response's rate limit to ``rateLimit``.
  ///
  /// ```swift
  /// let services = BrowserServices.http(configuration: .gitHub(baseURL: url), perPage: 30)
  /// ```
  public static func http(
    configuration: HTTPClientConfiguration,
    transport: any HTTPTransport = URLSessionHTTPTransport(),
    perPage: Int = GitHubTarget.perPage,
    rateLimitGate: RateLimitGate = RateLimitGate()
  ) -> BrowserServices {
    let status = RateLimitStatus()
    let transport = RateLimitRecordingTransport(base: transport, status: status)
    let lists = HTTPNetworkManager<GitHubTarget, RepositoryListResponse, RepositoryList>(
      configuration: configuration, paging: .linkHeader, transport: transport,
      rateLimitGate: rateLimitGate, endpoint: { $0.endpoint(perPage: perPage) },
      makeModel: { RepositoryList($0) })
    let detail = HTTPNetworkManager<GitHubTarget, Repository, RepositoryDetail>(
      configuration: configuration, paging: .linkHeader, transport: transport,
      rateLimitGate: rateLimitGate, endpoint: { $0.endpoint },
      makeModel: { RepositoryDetail(repository: $0) })
    var services = BrowserServices(
      lists: AnyNetworkManager(lists), detail: AnyNetworkManager(detail))
    services.perPage = perPage
    services.conditionalLists = ConditionalListLoader(lists)
    services.rateLimitGate = rateLimitGate
    services.rateLimit = status
    services.makeRepositoryLoader = {
      RepositoryLoader.http(
        configuration: configuration, transport: transport, rateLimitGate: rateLimitGate)
    }
    services.stars = StarService.http(
      configuration: configuration, transport: transport, rateLimitGate: rateLimitGate)
    services.issues = IssueService.http(
      configuration: configuration, transport: transport, rateLimitGate: rateLimitGate,
      perPage: perPage)
    return services
  }
}
