import Foundation
import GitHubFixture
import GitHubSearch
import Logging
import RefreshKit
import RefreshKitHTTP
import Testing

/// The script mode against the real fixture server over loopback.
@MainActor
@Suite(
  "PagedFetch: the --print mode pages through the engine with bounded retries",
  .timeLimit(.minutes(3)))
struct PagedFetchTests {
  private func fetch(
    faults: FaultConfiguration, pages: Int, perPage: Int
  ) async throws -> (repositories: [GitHubSearch.Repository], retries: [String]) {
    let quiet = Logger(label: "PagedFetchTests") { _ in SwiftLogNoOpLogHandler() }
    let running = try await GitHubFixtureServer(
      configuration: .init(faults: faults), logger: quiet
    ).start()
    defer { Task { try? await running.stop() } }
    let url = try #require(URL(string: running.baseURL))
    let services = BrowserServices.http(configuration: .gitHub(baseURL: url), perPage: perPage)
    let list = RepositoryListModel(
      target: .search(query: "", page: 1), lists: services.lists, perPage: perPage)
    var retries: [String] = []
    let policy = RetryPolicy(
      maxAttempts: 12, baseDelay: .milliseconds(1), maxDelay: .milliseconds(5))
    let repositories = try await PagedFetch(list: list, pages: pages, retryPolicy: policy)
      .run(query: "stars:>=0") { retries.append($0) }
    return (repositories, retries)
  }

  @Test("with 20% of requests failing, the pages fetched equal the fault-free ones")
  func faultsDoNotChangeTheResult() async throws {
    let clean = try await fetch(faults: .none, pages: 10, perPage: 100)
    let faulty = try await fetch(
      faults: FaultConfiguration(failureRate: 0.2), pages: 10, perPage: 100)
    #expect(clean.repositories.count == 1_000)
    #expect(Set(clean.repositories.map(\.id)).count == 1_000)
    #expect(faulty.repositories == clean.repositories)
    #expect(clean.retries.isEmpty)
    #expect(!faulty.retries.isEmpty, "the faulty server made some page fail at least once")
  }

  @Test("it stops at the last page")
  func stopsAtTheEnd() async throws {
    let result = try await fetch(faults: .none, pages: 50, perPage: 100)
    #expect(result.repositories.count == 1_000)
  }

  /// A retry policy that gives up soon: 2 attempts, no real waiting worth the name.
  private let quick = RetryPolicy(
    maxAttempts: 2, baseDelay: .milliseconds(1), maxDelay: .milliseconds(1))
  /// An address where nothing listens (the discard port).
  private func down() throws -> URL { try #require(URL(string: "http://127.0.0.1:9")) }
  /// An empty cache in the built-in data set's partition.
  private func emptyCache() -> ListPageCache {
    ListPageCache(
      store: InMemoryPageCache<GitHubSearch.Repository, RepositoryListCursor>(),
      source: .builtIn(dataset: "generated:6000"))
  }

  /// A list of `query`'s search results over HTTP at `url`, 20 rows a page, keeping its
  /// pages in `cache` as `github-search --print --cache` does.
  private func cachedList(at url: URL, cache: ListPageCache) -> RepositoryListModel {
    let services = BrowserServices.http(configuration: .gitHub(baseURL: url), perPage: 20)
    return RepositoryListModel(
      target: .search(query: "", page: 1), lists: services.lists, cache: cache,
      retriesOffline: false, perPage: 20, conditionalLists: services.conditionalLists)
  }

  @Test("with a cache, the pages printed online are printed again offline, as many as asked")
  func theCachedPagesArePrintedOffline() async throws {
    let quiet = Logger(label: "PagedFetchTests") { _ in SwiftLogNoOpLogHandler() }
    let running = try await GitHubFixtureServer(configuration: .init(), logger: quiet).start()
    let cache = emptyCache()
    var reports: [String] = []
    let online = try await PagedFetch(
      list: cachedList(at: try #require(URL(string: running.baseURL)), cache: cache), pages: 3,
      retryPolicy: quick
    ).run(query: "stars:>=0") { reports.append($0) }
    try await running.stop()
    #expect(online.count == 60)
    #expect(reports.isEmpty)

    // The server is gone; the pages are fresh (max-age 60 s), so nothing is even asked.
    let offline = try await PagedFetch(
      list: cachedList(at: try down(), cache: cache), pages: 2, retryPolicy: quick
    ).run(query: "stars:>=0") { reports.append($0) }
    #expect(offline == Array(online.prefix(40)))
    #expect(reports.isEmpty)
  }

  @Test("with stale cached pages and no server, the cached rows are printed and it says so")
  func staleCachedRowsStandInForTheServer() async throws {
    let store = InMemoryPageCache<GitHubSearch.Repository, RepositoryListCursor>()
    let cache = ListPageCache(store: store, source: .builtIn(dataset: "generated:6000"))
    let rows = (0..<30).map { Fixtures.repository("alice", "kit\($0)") }
    let storedAt = Date(timeIntervalSinceNow: -600)
    let key = cache.key(for: .search(query: "swift", page: 1))
    let epoch = await store.replacePages(
      for: key,
      with: CachedPage(
        page: Page(items: Array(rows[..<20]), next: RepositoryListCursor(page: 2)),
        storedAt: storedAt))
    let appended = await store.appendPage(
      CachedPage(
        page: Page(items: Array(rows[20...]), next: nil), key: RepositoryListCursor(page: 2),
        storedAt: storedAt),
      for: key, epoch: epoch)
    try #require(appended)
    var reports: [String] = []
    let printed = try await PagedFetch(
      list: cachedList(at: try down(), cache: cache), pages: 1, retryPolicy: quick
    ).run(query: "swift") { reports.append($0) }
    #expect(printed == Array(rows[..<20]))
    // Offline is not worth retrying (RetryPolicy): one attempt, then the cached rows.
    #expect(reports.count == 2, "\(reports)")
    #expect(reports.first?.hasPrefix("page 1, attempt 1 failed: ") == true)
    #expect(reports.last == "offline: printing the 20 cached repositories (cached 10 min ago)")
  }

  @Test("without cached rows, a server that cannot be reached fails the fetch")
  func noCacheNoServerFails() async throws {
    let cache = emptyCache()
    var reports: [String] = []
    await #expect(throws: HTTPLoadError.self) {
      _ = try await PagedFetch(
        list: cachedList(at: try down(), cache: cache), pages: 1, retryPolicy: quick
      ).run(query: "swift") { reports.append($0) }
    }
    #expect(reports.count == 1, "\(reports)")
  }
}
