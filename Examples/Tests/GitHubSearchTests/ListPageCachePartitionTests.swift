import Foundation
import GitHubFixture
import GitHubSearch
import Logging
import RefreshKit
import RefreshKitHTTP
import Testing

/// The app's SQLite page cache against the fixture server: every source (the built-in data
/// set, an API's origin, a token) has its own partition of one file, and the file holds
/// nothing of a token.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct ListPageCachePartitionTests {
  let directory: TemporaryDirectory
  let path: String
  let target = GitHubTarget.search(query: "swift", page: 1)
  let tokenA = "ghp_RefreshKitTokenAlpha0123456789abcdef"
  let tokenB = "ghp_RefreshKitTokenBravo0123456789abcdef"

  init() throws {
    directory = try TemporaryDirectory()
    path = directory.path("cache/refreshkit-github-search/pages.sqlite")
  }

  /// A fixture server of a small generated data set, started on a free loopback port.
  func startServer() async throws -> (server: RunningGitHubFixtureServer, url: URL) {
    let quiet = Logger(label: "fixture") { _ in SwiftLogNoOpLogHandler() }
    let settings = GitHubFixtureServer.Configuration(dataset: .generated(count: 300))
    let running = try await GitHubFixtureServer(configuration: settings, logger: quiet).start()
    guard let url = URL(string: running.baseURL) else {
      try await running.stop()
      throw URLError(.badURL)
    }
    return (running, url)
  }

  /// What a launch of the app with the cache file shows for ``target``, once its first
  /// refresh ended (from `url`, with `token`) and its pages are written: a new list on a new
  /// cache instance, as after a relaunch. Its automatic retries are cancelled.
  func launch(url: URL, token: String?, source: PageCacheSource) async throws
    -> RepositoryListModel
  {
    let cache = try ListPageCache.open(path: path, source: source).cache
    let services = BrowserServices.http(
      configuration: .gitHub(baseURL: url, token: token.flatMap(BearerToken.init)))
    let list = RepositoryListModel(target: target, lists: services.lists, cache: cache)
    await list.pager.refresh()
    await list.pager.waitForCache()
    list.pager.cancel()
    return list
  }

  @Test("pages cached for the built-in data set never show for an API, even one that is down")
  func builtInAndAPIAreApart() async throws {
    let (server, url) = try await startServer()
    let builtIn = PageCacheSource.builtIn(dataset: "generated:300")
    let online = try await launch(url: url, token: nil, source: builtIn)
    try await server.stop()
    let loaded = online.repositories
    #expect(!loaded.isEmpty)

    let down = try #require(URL(string: "http://127.0.0.1:9"))
    let api = try await launch(url: down, token: nil, source: .api(down, token: nil))
    #expect(api.pager.loadStates.refresh.failure != nil)
    #expect(api.repositories.isEmpty)
    #expect(api.cacheNotice() == nil)

    let offline = try await launch(url: down, token: nil, source: builtIn)
    #expect(offline.repositories == loaded, "the built-in data set's own pages still show")
    #expect(offline.cacheNotice()?.hasPrefix("offline · cached") == true)
  }

  @Test("two tokens against one server never see each other's pages")
  func tokensAreApart() async throws {
    let (server, url) = try await startServer()
    let sourceA = try PageCacheSource.api(url, token: tokenA)
    let sourceB = try PageCacheSource.api(url, token: tokenB)
    let online = try await launch(url: url, token: tokenA, source: sourceA)
    try await server.stop()
    let loaded = online.repositories
    #expect(!loaded.isEmpty)

    let offlineB = try await launch(url: url, token: tokenB, source: sourceB)
    #expect(offlineB.pager.loadStates.refresh.failure != nil)
    #expect(offlineB.repositories.isEmpty, "B must not see A's pages")
    #expect(offlineB.cacheNotice() == nil)
    let anonymous = try await launch(url: url, token: nil, source: .api(url, token: nil))
    #expect(anonymous.repositories.isEmpty, "nor may a launch without a token")

    let offlineA = try await launch(url: url, token: tokenA, source: sourceA)
    #expect(offlineA.repositories == loaded, "A's own pages still show")
  }

  @Test("the file holds no byte of a token's text, and is the owner's only")
  func fileHoldsNoTokenAndIsOwnerOnly() async throws {
    let (server, url) = try await startServer()
    let sourceA = try PageCacheSource.api(url, token: tokenA)
    let sourceB = try PageCacheSource.api(url, token: tokenB)
    let listA = try await launch(url: url, token: tokenA, source: sourceA)
    let listB = try await launch(url: url, token: tokenB, source: sourceB)
    try await server.stop()
    #expect(!listA.repositories.isEmpty)
    #expect(!listB.repositories.isEmpty)

    var bytes = Data()
    for file in [path, path + "-wal", path + "-shm"] {
      bytes.append(try Data(contentsOf: URL(fileURLWithPath: file)))
      #expect(try fileMode(file) == 0o600, "\(file)")
    }
    for made in ["cache", "cache/refreshkit-github-search"] {
      #expect(try fileMode(directory.path(made)) == 0o700, "\(made)")
    }
    // The search sees what is in the file: both partitions are.
    for source in [sourceA, sourceB] {
      #expect(bytes.range(of: Data(source.partition.utf8)) != nil, "\(source) is not in the file")
    }
    for token in [tokenA, tokenB] {
      #expect(bytes.range(of: Data(token.utf8)) == nil, "the token's text is in the file")
      // Nor any long piece of it (its distinctive middle).
      #expect(bytes.range(of: Data(token.dropFirst(4).prefix(20).utf8)) == nil)
    }
  }
}

/// The permission bits (`0o777`) of the file or directory at `path`.
func fileMode(_ path: String) throws -> Int {
  let attributes = try FileManager.default.attributesOfItem(atPath: path)
  guard let mode = attributes[.posixPermissions] as? NSNumber else {
    throw CocoaError(.fileReadUnknown)
  }
  return mode.intValue & 0o777
}
