import Foundation
import GitHubFixture
import GitHubSearch
import Logging
import RefreshKitHTTP

/// Where the app's requests go: the fixture server started in-process (the default, no
/// network needed) or a GitHub REST API such as `https://api.github.com`. The one place the
/// program starts and stops the fixture.
struct AppBackend {
  /// The configuration the services use.
  let configuration: HTTPClientConfiguration
  /// The fixture server to stop on exit, when one was started.
  let fixture: RunningGitHubFixtureServer?
  /// What is searched, for the start screen: the data set and its size, or the API's URL.
  let description: String
  /// The partition of the page cache the lists read and write: the data set, or the API's
  /// origin and (a digest of) the token.
  let cacheSource: PageCacheSource

  /// Starts the fixture server (serving `dataFile`, or a generated data set of `generated`
  /// repositories, with `faults`, in live mode with `live`) unless `apiURL` is given. For an
  /// API, a token is read from `GITHUB_TOKEN` (never from the command line) and sent only to
  /// `apiURL`'s host. The in-process server is sent a made-up token (``fixtureToken``): its
  /// user is the one who stars.
  static func start(
    dataFile: String?, generated: Int = RepositoryDataset.defaultGeneratedCount, apiURL: URL?,
    faults: FaultConfiguration, live: (seed: UInt64, interval: Int)? = nil
  ) async throws -> AppBackend {
    let userAgent = "RefreshKit-github-search/1.0"
    if let apiURL {
      let secret = ProcessInfo.processInfo.environment["GITHUB_TOKEN"]
      let token = secret.flatMap(BearerToken.init)
      let signed = token == nil ? "" : " (token from GITHUB_TOKEN)"
      return AppBackend(
        configuration: .gitHub(baseURL: apiURL, token: token, userAgent: userAgent),
        fixture: nil, description: "the GitHub API at \(apiURL.absoluteString)\(signed)",
        cacheSource: try .api(apiURL, token: token == nil ? nil : secret))
    }
    var settings = GitHubFixtureServer.Configuration(faults: faults, live: live)
    settings.dataset = .generated(count: generated)
    if let dataFile { settings.dataset = .file(path: dataFile) }
    let quiet = Logger(label: "github-search.fixture") { _ in SwiftLogNoOpLogHandler() }
    let server = try GitHubFixtureServer(configuration: settings, logger: quiet)
    let running = try await server.start()
    guard let baseURL = URL(string: running.baseURL) else {
      try await running.stop()
      throw AppBackendError.invalidFixtureURL(running.baseURL)
    }
    let name = dataFile.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "generated data set"
    let size = server.dataset.count.formatted()
    // The data set, not the server's port (a new one each launch), names the source.
    let dataset =
      dataFile.map { "file:" + URL(fileURLWithPath: $0).standardizedFileURL.path }
      ?? "generated:\(generated)"
    return AppBackend(
      configuration: .gitHub(baseURL: baseURL, token: fixtureToken, userAgent: userAgent),
      fixture: running,
      description: "the offline \(name): \(size) repositories, served at \(running.baseURL)",
      cacheSource: .builtIn(dataset: dataset))
  }

  /// The token of the in-process server's only user; nothing of it leaves the process.
  static let fixtureToken = BearerToken("github-search-offline-user")

  /// The services for the scenes, `perPage` rows a page.
  func services(perPage: Int) -> BrowserServices {
    .http(configuration: configuration, perPage: perPage)
  }

  /// Stops the fixture server, if one runs.
  func stop() async {
    try? await fixture?.stop()
  }
}

/// Why the backend could not start.
enum AppBackendError: Error, CustomStringConvertible {
  /// The fixture server reported an address that is not a URL.
  case invalidFixtureURL(String)

  var description: String {
    switch self {
    case .invalidFixtureURL(let text): "the fixture server's address is not a URL: \(text)"
    }
  }
}
