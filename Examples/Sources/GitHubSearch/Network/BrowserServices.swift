import Foundation
import Logging
import RefreshKitHTTP

/// The services the browser's scenes load with.
///
/// ```swift
/// let services = BrowserServices.http(configuration: .gitHub(baseURL: fixture.baseURL))
/// ```
public struct BrowserServices: Sendable {
  /// Loads the pages of the search results, an owner's repositories and the user's stars.
  public var lists: RepositoryListService
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
  public var conditionalLists: RepositoryListService?
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

  /// Creates services from the lists, the repository loader of every detail screen and an
  /// optional page cache.
  public init(
    lists: RepositoryListService, details: RepositoryLoader, pageCache: ListPageCache? = nil
  ) {
    self.lists = lists
    self.pageCache = pageCache
    self.makeRepositoryLoader = { details }
  }

  /// Services for GitHub's REST API (or the fixture server) at `configuration`'s base URL,
  /// over one `HTTPClient`; lists ask for `perPage` rows a page, page by `Link` header and
  /// revalidate their pages (``conditionalLists``). Every request goes through
  /// `rateLimitGate` (one per API host: a request that would start after the limit is used
  /// up waits for its reset) and reports its response's rate limit to ``rateLimit``.
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
    let client = HTTPClient(
      configuration: configuration, transport: transport, rateLimitGate: rateLimitGate)
    var services = BrowserServices(
      lists: .http(client: client, perPage: perPage, revalidates: false),
      details: .http(
        configuration: configuration, transport: transport, rateLimitGate: rateLimitGate))
    services.perPage = perPage
    services.conditionalLists = .http(client: client, perPage: perPage, revalidates: true)
    services.rateLimitGate = rateLimitGate
    services.rateLimit = status
    services.makeRepositoryLoader = {
      RepositoryLoader.http(
        configuration: configuration, transport: transport, rateLimitGate: rateLimitGate)
    }
    services.stars = StarService.http(client: client)
    services.issues = IssueService.http(client: client, perPage: perPage)
    return services
  }
}
