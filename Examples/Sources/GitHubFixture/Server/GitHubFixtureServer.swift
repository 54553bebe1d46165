import Hummingbird
import Logging
import NIOConcurrencyHelpers
import NIOCore
import ServiceLifecycle

/// An offline HTTP server that imitates GitHub's repository search and listing REST API.
///
/// It serves `GET /search/repositories`, `GET /users/{owner}/repos`,
/// `GET /repos/{owner}/{name}` and the authenticated user's starring endpoints
/// (``StarringRoutes``: `PUT`/`DELETE`/`GET /user/starred/{owner}/{repo}`, `GET /user/starred`;
/// the stars live as long as the server), the issues of every repository and their comments
/// (``IssueRoutes``: `GET /repos/{owner}/{repo}/issues`, `…/issues/{number}`,
/// `GET` and `POST …/issues/{number}/comments`; posted comments live as long as the server)
/// with GitHub's JSON, `Link`, rate-limit and caching headers
/// (`ETag`, `Cache-Control`, `Vary`; `If-None-Match` gives 304), over a
/// generated or file-based dataset, and can inject latency, failures, malformed bodies and
/// rate limiting. It is a swift-service-lifecycle `Service`.
///
/// ```swift
/// let server = try GitHubFixtureServer(configuration: .init(faults: .init(failureRate: 0.1)))
/// let running = try await server.start()
/// print("GitHub API at \(running.baseURL)")  // http://127.0.0.1:<free port>
/// try await running.stop()
/// ```
public struct GitHubFixtureServer: Service {
  /// The settings the server was created with.
  public let configuration: Configuration
  /// The repositories served.
  public let dataset: RepositoryDataset
  /// The logger for server events.
  public let logger: Logger
  /// The faults injected now; starts as `configuration.faults` and can be switched while
  /// the server runs.
  public let faults: FaultSwitch
  /// The stars users gave, for as long as the server runs.
  let stars = StarBook()
  /// The issue comments users posted, for as long as the server runs.
  let postedComments: PostedComments
  /// The live changes, in live mode (ticking from the server's creation).
  public let live: LiveChanges?

  /// Creates a server, loading or generating its dataset; fails when a dataset file is invalid.
  public init(
    configuration: Configuration = Configuration(),
    logger: Logger = Logger(label: "GitHubFixture")
  ) throws(DatasetError) {
    self.configuration = configuration
    self.logger = logger
    self.faults = FaultSwitch(configuration.faults)
    self.live = configuration.live.map {
      LiveChanges(seed: $0.seed, interval: $0.interval, start: configuration.now())
    }
    switch configuration.dataset {
    case .generated(let count):
      self.dataset = RepositoryDataset.generated(seed: configuration.seed, count: count)
    case .file(let path):
      self.dataset = try RepositoryDataset(contentsOfFile: path)
    case .dataset(let dataset):
      self.dataset = dataset
    }
    self.postedComments = PostedComments(
      firstID: IssueIdentifiers.firstPostedCommentID(in: dataset))
  }

  /// Runs until cancelled or gracefully shut down (the `Service` requirement).
  public func run() async throws {
    try await makeApplication(onReady: { _ in }).run()
  }

  /// Runs until cancelled or gracefully shut down, calling `onReady` with the bound port once
  /// the server accepts connections.
  public func run(onReady: @escaping @Sendable (Int) async -> Void) async throws {
    try await makeApplication(onReady: onReady).run()
  }

  /// Returns the Hummingbird application, e.g. to add it to your own `ServiceGroup`.
  ///
  /// `onReady` receives the bound port once the server accepts connections.
  public func makeApplication(
    onReady: @escaping @Sendable (Int) async -> Void = { _ in }
  ) -> some ApplicationProtocol {
    let boundPort = NIOLockedValueBox(configuration.port)
    let authority = { @Sendable [host = configuration.host] in
      "\(host):\(boundPort.withLockedValue { $0 })"
    }
    let configuredPort = configuration.port
    return Application(
      router: makeRouter(fallbackAuthority: authority),
      configuration: ApplicationConfiguration(
        address: .hostname(configuration.host, port: configuration.port),
        serverName: nil
      ),
      onServerRunning: { channel in
        let port = channel.localAddress?.port ?? configuredPort
        boundPort.withLockedValue { $0 = port }
        await onReady(port)
      },
      logger: logger
    )
  }

  /// Builds the router. Middleware, outermost first: latency, rate limit (headers on every
  /// response; 304s not counted), conditional GETs (`ETag`, `Cache-Control`, `Vary`, 304),
  /// failures and malformed bodies, GitHub error bodies; then the routes.
  func makeRouter(
    fallbackAuthority: @escaping @Sendable () -> String
  ) -> Router<FixtureRequestContext> {
    let router = Router(context: FixtureRequestContext.self)
    let dice = FaultDice(seed: configuration.seed ^ 0xFA17_5EED)
    router.add(
      middleware: LatencyMiddleware<FixtureRequestContext>(faultSwitch: faults, dice: dice))
    let clock = configuration.now
    let limiter = RateLimiter(now: { RateLimiter.epochSeconds(clock()) })
    router.add(middleware: RateLimitMiddleware(limiter: limiter, faultSwitch: faults))
    router.add(middleware: ConditionalGetMiddleware<FixtureRequestContext>())
    router.add(
      middleware: FaultMiddleware<FixtureRequestContext>(faultSwitch: faults, dice: dice))
    router.add(middleware: GitHubErrorMiddleware<FixtureRequestContext>())
    let current = CurrentRepositories(stars: stars, live: live, now: clock)
    FixtureRoutes(dataset: dataset, current: current, fallbackAuthority: fallbackAuthority)
      .register(on: router)
    StarringRoutes(dataset: dataset, repositories: current, fallbackAuthority: fallbackAuthority)
      .register(on: router)
    IssueRoutes(
      dataset: dataset, generator: IssueGenerator(seed: configuration.seed),
      posted: postedComments, now: clock, fallbackAuthority: fallbackAuthority
    ).register(on: router)
    return router
  }
}
