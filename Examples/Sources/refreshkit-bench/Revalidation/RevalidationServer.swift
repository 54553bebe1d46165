import Foundation
import GitHubFixture
import Logging
import RefreshKitHTTP

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An in-process fixture server for the revalidation scenario, with the session its clients
/// share. Its rate-limit clock is stopped, so one window lasts the whole scenario.
@MainActor
struct RevalidationServer {
  /// The running server.
  let running: RunningGitHubFixtureServer
  /// Its root URL.
  let baseURL: URL
  /// A session without a local cache, for every run against this server.
  let session: URLSession

  /// The port bound.
  var port: Int { running.port }

  /// Starts a server on `dataset` at `port` (0: a free one).
  static func start(dataset: RepositoryDataset, port: Int) async throws -> RevalidationServer {
    var logger = Logger(label: "refreshkit-bench.fixture")
    logger.logLevel = .error
    let stopped = Date()
    let server = try GitHubFixtureServer(
      configuration: .init(port: port, dataset: .dataset(dataset), now: { stopped }),
      logger: logger)
    let running = try await server.start()
    guard let baseURL = URL(string: running.baseURL) else {
      try? await running.stop()
      throw BenchError.invalid("bad URL \(running.baseURL)")
    }
    let session = URLSessionHTTPTransport.makeSession(configuration: .ephemeral)
    return RevalidationServer(running: running, baseURL: baseURL, session: session)
  }

  /// Ends the session and stops the server.
  func stop() async throws {
    session.finishTasksAndInvalidate()
    try await running.stop()
  }
}
