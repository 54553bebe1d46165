import Foundation
import GitHubBrowser
import GitHubFixture
import Logging
import RefreshKitHTTP

/// Where the browser's requests go: the fixture server started in-process (the default),
/// or a GitHub REST API such as `https://api.github.com`.
struct BrowserBackend {
  /// The configuration the network managers use.
  let configuration: HTTPClientConfiguration
  /// The fixture server to stop on exit, when one was started.
  let fixture: RunningGitHubFixtureServer?

  /// Starts the fixture server (serving `dataFile`, or a generated dataset) unless `apiURL`
  /// is given; a token comes from `GITHUB_TOKEN` for a real API only.
  static func start(dataFile: String?, apiURL: URL?) async throws -> BrowserBackend {
    let userAgent = "RefreshKit-github-browser/1.0"
    if let apiURL {
      let token = BearerToken(environment: "GITHUB_TOKEN")
      return BrowserBackend(
        configuration: .gitHub(baseURL: apiURL, token: token, userAgent: userAgent),
        fixture: nil)
    }
    var settings = GitHubFixtureServer.Configuration()
    if let dataFile { settings.dataset = .file(path: dataFile) }
    let quiet = Logger(label: "github-browser.fixture") { _ in SwiftLogNoOpLogHandler() }
    let server = try GitHubFixtureServer(configuration: settings, logger: quiet)
    let running = try await server.start()
    guard let baseURL = URL(string: running.baseURL) else {
      try await running.stop()
      throw BrowserBackendError.invalidFixtureURL(running.baseURL)
    }
    return BrowserBackend(
      configuration: .gitHub(baseURL: baseURL, userAgent: userAgent), fixture: running)
  }

  /// The network managers for the scenes.
  var services: BrowserServices { .http(configuration: configuration) }

  /// Stops the fixture server, if one runs.
  func stop() async {
    try? await fixture?.stop()
  }
}

/// Why the backend could not start.
enum BrowserBackendError: Error, CustomStringConvertible {
  /// The fixture server reported an address that is not a URL.
  case invalidFixtureURL(String)

  var description: String {
    switch self {
    case .invalidFixtureURL(let text): "the fixture server's address is not a URL: \(text)"
    }
  }
}
