import Foundation
import GitHubFixture
import Logging
import RefreshKitHTTP
import YLRefreshKit
import YLStateMachine

/// Why a test could not set itself up.
enum SetupError: Error {
  case badURL(String)
}

/// The fixture server's generated dataset has 6,000 repositories; this query matches them all.
let everything = "stars:>=0"

/// A logger that keeps the server quiet.
let quietLogger: Logger = {
  var logger = Logger(label: "RefreshKitHTTPIntegrationTests")
  logger.logLevel = .critical
  return logger
}()

/// Starts a fixture server, runs `body` with it, and stops it (also when `body` throws).
@MainActor
func withLiveServer<Result>(
  faults: FaultConfiguration = .none,
  _ body: @MainActor (RunningGitHubFixtureServer) async throws -> Result
) async throws -> Result {
  let server = try GitHubFixtureServer(
    configuration: .init(faults: faults), logger: quietLogger)
  let running = try await server.start()
  do {
    let result = try await body(running)
    try await running.stop()
    return result
  } catch {
    try await running.stop()
    throw error
  }
}

/// One search screen against a live server: view model, HTTP manager, operator, machine.
@MainActor
struct LiveSearch {
  let viewModel = SearchViewModel()
  let transport = RecordingTransport()
  let op: RefreshOperator<SearchViewModel, SearchManager>
  let machine: StateMachine<RefreshOperator<SearchViewModel, SearchManager>>

  /// A screen searching `target` on the server at `baseURL`, with an optional request timeout.
  init(
    baseURL: String, target: SearchTarget = SearchTarget(query: everything),
    timeout: TimeInterval? = nil
  ) throws {
    guard let url = URL(string: baseURL) else { throw SetupError.badURL(baseURL) }
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let manager = SearchManager(
      configuration: .gitHub(baseURL: url, timeoutInterval: timeout),
      paging: .linkHeader,
      decoder: decoder,
      transport: transport,
      endpoint: { $0.endpoint },
      makeModel: { RepositoryPage(items: $0.items, totalCount: $0.totalCount) })
    op = RefreshOperator(dataSource: viewModel, networkManager: manager, target: target)
    machine = StateMachine(operator: op)
  }

  /// The ids of the repositories loaded so far.
  var ids: [Int] { viewModel.ids }

  /// Repeats what failed, as `RefreshController.retry()` does.
  func retry() async throws -> RefreshState {
    try await machine.trigger(op.lastFailure?.action ?? .pullToRefresh)
  }

  /// The error of `state`, as the HTTP manager threw it.
  static func loadError(_ state: RefreshState) -> HTTPLoadError? {
    state.error as? HTTPLoadError
  }
}
