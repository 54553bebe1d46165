import ArgumentParser
import Foundation
import GitHubFixture
import Logging
import ServiceLifecycle
import UnixSignals

/// The `github-fixture-server` command: serves GitHub's repository search, starring and
/// issue APIs offline.
///
/// The first line on standard output is `listening on http://HOST:PORT` with the port actually
/// bound; logs go to standard error.
///
/// ```sh
/// github-fixture-server --port 0 --fail-rate 0.1 --rate-limit 30
/// ```
@main
struct GitHubFixtureServerCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "github-fixture-server",
    abstract: "An offline, GitHub-compatible fixture server: search, starring and issues.",
    discussion: """
      Serves GET /search/repositories, GET /users/{owner}/repos, GET /repos/{owner}/{name},
      the authenticated user's starring endpoints (PUT, DELETE and GET
      /user/starred/{owner}/{repo}, GET /user/starred; any Authorization value is a user, and
      the stars live as long as the server) and the issues of every repository: GET
      /repos/{owner}/{repo}/issues (open_issues_count of them, at most 2000, newest first),
      GET /repos/{owner}/{repo}/issues/{number}, and GET and POST (with a token)
      /repos/{owner}/{repo}/issues/{number}/comments, oldest first; the newest issue always has
      at least 300 comments, and posted comments live as long as the server. Answers with
      GitHub's JSON, Link, x-ratelimit-*, ETag, Cache-Control and Vary headers; a matching
      If-None-Match gets 304 Not Modified, which the rate limit does not count. Prints
      'listening on http://HOST:PORT' as the first line on stdout. SIGUSR1 switches every fault off (latency, jitter, failures,
      malformed bodies, the rate limit) and prints 'faults off' on stdout. Stops on SIGINT or
      SIGTERM.
      """
  )

  @Option(help: "A JSON array of repositories (github-repos.json format); default: generated.")
  var data: String?

  @Option(help: "The address to bind.")
  var host = "127.0.0.1"

  @Option(help: "The port to bind; 0 picks a free port.")
  var port = 0

  @Option(name: .customLong("latency-ms"), help: "Fixed delay added to every response (ms).")
  var latencyMilliseconds = 0

  @Option(name: .customLong("jitter-ms"), help: "Extra random delay of up to this many ms.")
  var jitterMilliseconds = 0

  @Option(name: .customLong("fail-rate"), help: "Probability (0...1) of a 500/502/503 response.")
  var failureRate = 0.0

  @Option(
    name: .customLong("rate-limit"),
    help: "Requests per 60 s window, resource and client (304s not counted); 0: unlimited.")
  var rateLimit = 0

  @Option(name: .customLong("malformed-rate"), help: "Probability (0...1) of an invalid JSON body.")
  var malformedRate = 0.0

  @Option(
    name: .customLong("write-fail-rate"),
    help: """
      Probability (0...1) of a 500/502/503 answer to a write: a star, an unstar or a comment \
      (POST, PUT, PATCH, DELETE).
      """)
  var writeFailureRate = 0.0

  @Option(
    help: """
      Live mode: stars and descriptions of some repositories change every --live-interval \
      seconds, the same way for the same SEED; GET /repos/{owner}/{name} sends X-Poll-Interval.
      """)
  var live: UInt64?

  @Option(help: "Live mode: seconds between changes.")
  var liveInterval = 2

  @Option(help: "Seed for the generated dataset and for fault randomness.")
  var seed: UInt64 = GitHubFixtureServer.defaultSeed

  @Option(name: .customLong("log-level"), help: "trace, debug, info, notice, warning or error.")
  var logLevel = "info"

  func validate() throws {
    guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0...65535") }
    guard latencyMilliseconds >= 0, jitterMilliseconds >= 0 else {
      throw ValidationError("--latency-ms and --jitter-ms must not be negative")
    }
    guard (0...1).contains(failureRate), (0...1).contains(malformedRate),
      (0...1).contains(writeFailureRate)
    else {
      throw ValidationError(
        "--fail-rate, --malformed-rate and --write-fail-rate must be between 0 and 1")
    }
    guard liveInterval >= 1 else { throw ValidationError("--live-interval must be at least 1") }
    guard rateLimit >= 0 else { throw ValidationError("--rate-limit must not be negative") }
    guard Logger.Level(rawValue: logLevel) != nil else {
      throw ValidationError("unknown --log-level '\(logLevel)'")
    }
  }

  func run() async throws {
    let level = Logger.Level(rawValue: logLevel) ?? .info
    LoggingSystem.bootstrap { label in
      var handler = StreamLogHandler.standardError(label: label)
      handler.logLevel = level
      return handler
    }
    let logger = Logger(label: "github-fixture-server")
    let server: GitHubFixtureServer
    do {
      server = try GitHubFixtureServer(configuration: serverConfiguration, logger: logger)
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      throw ExitCode.failure
    }
    logger.info(
      "serving \(server.dataset.count) repositories of \(server.dataset.ownerCount) owners")
    let displayHost = host.contains(":") ? "[\(host)]" : host
    let application = server.makeApplication { port in
      FileHandle.standardOutput.write(Data("listening on http://\(displayHost):\(port)\n".utf8))
    }
    let group = ServiceGroup(
      configuration: ServiceGroupConfiguration(
        services: [application], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
    let faultsOff = Task { await Self.switchFaultsOff(of: server, on: .sigusr1) }
    defer { faultsOff.cancel() }
    try await group.run()
  }

  /// Switches `server`'s faults off each time `signal` arrives (a soak compares with a clean run).
  private static func switchFaultsOff(of server: GitHubFixtureServer, on signal: UnixSignal) async {
    for await _ in await UnixSignalsSequence(trapping: signal) {
      server.faults.set(.none)
      FileHandle.standardOutput.write(Data("faults off\n".utf8))
    }
  }

  private var serverConfiguration: GitHubFixtureServer.Configuration {
    GitHubFixtureServer.Configuration(
      host: host,
      port: port,
      dataset: data.map { .file(path: $0) } ?? .generated(),
      faults: FaultConfiguration(
        latencyMilliseconds: latencyMilliseconds,
        jitterMilliseconds: jitterMilliseconds,
        failureRate: failureRate,
        malformedRate: malformedRate,
        rateLimitPerMinute: rateLimit > 0 ? rateLimit : nil,
        writeFailureRate: writeFailureRate
      ),
      seed: seed,
      live: live.map { (seed: $0, interval: liveInterval) }
    )
  }
}
