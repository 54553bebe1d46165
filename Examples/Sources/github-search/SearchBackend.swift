import Foundation
import GitHubFixture
import Logging
import RefreshKitHTTP

/// Where the searches go: the fixture server started in-process (the default, no network
/// needed) or a GitHub REST API such as `https://api.github.com`.
struct SearchBackend {
  /// The client configuration for the search manager.
  let configuration: HTTPClientConfiguration
  /// The fixture server to stop on exit, when one was started.
  let fixture: RunningGitHubFixtureServer?
  /// A short name for the title bar.
  let name: String

  /// Starts the fixture server (serving `dataFile`, or the generated dataset, with `faults`)
  /// unless `apiURL` is given; `GITHUB_TOKEN` is sent to a real API only.
  static func start(
    dataFile: String?, apiURL: URL?, faults: FaultConfiguration
  ) async throws -> SearchBackend {
    let userAgent = "RefreshKit-github-search/1.0"
    if let apiURL {
      let token = BearerToken(environment: "GITHUB_TOKEN")
      return SearchBackend(
        configuration: .gitHub(baseURL: apiURL, token: token, userAgent: userAgent),
        fixture: nil, name: apiURL.host ?? apiURL.absoluteString)
    }
    var settings = GitHubFixtureServer.Configuration(faults: faults)
    if let dataFile { settings.dataset = .file(path: dataFile) }
    let quiet = Logger(label: "github-search.fixture") { _ in SwiftLogNoOpLogHandler() }
    let running = try await GitHubFixtureServer(configuration: settings, logger: quiet).start()
    guard let baseURL = URL(string: running.baseURL) else {
      try await running.stop()
      throw SearchBackendError.invalidFixtureURL(running.baseURL)
    }
    return SearchBackend(
      configuration: .gitHub(baseURL: baseURL, userAgent: userAgent), fixture: running,
      name: "offline fixture \(baseURL.host ?? ""):\(running.port)")
  }

  /// Stops the fixture server, if one runs.
  func stop() async {
    try? await fixture?.stop()
  }
}

/// Why the backend could not start.
enum SearchBackendError: Error, CustomStringConvertible {
  /// The fixture server reported an address that is not a URL.
  case invalidFixtureURL(String)

  var description: String {
    switch self {
    case .invalidFixtureURL(let text): "the fixture server's address is not a URL: \(text)"
    }
  }
}
