import Decomposer
import Foundation
import GitHubFixture
import GitHubSearch
import Logging
@_spi(Diagnostics) import RefreshKit
import RefreshKitHTTP
import Synchronization
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The app's lists against the fixture server over loopback: a relaunch over the page cache
/// and a pull revalidate with `If-None-Match`, so unchanged pages cost no body and no rate limit.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct AppRevalidationTests {
  let target = GitHubTarget.search(query: "swift", page: 1)

  /// Sends over loopback and records each request's `If-None-Match` and response status.
  final class Recorder: HTTPTransport {
    let base = URLSessionHTTPTransport(
      session: URLSessionHTTPTransport.makeSession(configuration: .ephemeral))
    let recorded = Mutex<[(ifNoneMatch: String?, status: Int)]>([])

    var statuses: [Int] { recorded.withLock { $0.map(\.status) } }
    var validatorsSent: [String?] { recorded.withLock { $0.map(\.ifNoneMatch) } }

    func send(_ request: URLRequest) async throws -> HTTPTransportResponse {
      let response = try await base.send(request)
      recorded.withLock {
        $0.append((request.value(forHTTPHeaderField: "If-None-Match"), response.status))
      }
      return response
    }
  }

  /// One launch of the app's search list over `cache`, with its own transport.
  func launch(url: URL, cache: ListPageCache) -> (RepositoryListModel, Recorder, BrowserServices) {
    let recorder = Recorder()
    let services = BrowserServices.http(
      configuration: .gitHub(baseURL: url), transport: recorder)
    let list = RepositoryListModel(
      target: target, lists: services.lists, cache: cache,
      conditionalLists: services.conditionalLists)
    return (list, recorder, services)
  }

  /// Runs `body` against a fixture server of 300 repositories allowing `rateLimit` requests a
  /// minute per pool, and stops the server (also when `body` throws).
  func withServer(rateLimit: Int, _ body: (URL) async throws -> Void) async throws {
    let quiet = Logger(label: "fixture") { _ in SwiftLogNoOpLogHandler() }
    let settings = GitHubFixtureServer.Configuration(
      dataset: .generated(count: 300), faults: FaultConfiguration(rateLimitPerMinute: rateLimit))
    let running = try await GitHubFixtureServer(configuration: settings, logger: quiet).start()
    do {
      try await body(try #require(URL(string: running.baseURL)))
    } catch {
      try await running.stop()
      throw error
    }
    try await running.stop()
  }

  @Test("a relaunch shows fresh cached pages without a request, and a pull costs only 304s")
  func relaunchAndPullRevalidate() async throws {
    try await withServer(rateLimit: 30) { try await relaunchAndPull(url: $0) }
  }

  @Test("a load-more after the limit is used up waits for the reset, and the header says so")
  func anExhaustedLimitHoldsTheNextPage() async throws {
    try await withServer(rateLimit: 1) { url in
      let recorder = Recorder()
      let services = BrowserServices.http(configuration: .gitHub(baseURL: url), transport: recorder)
      let status = try #require(services.rateLimit)
      let holds = try #require(await services.rateLimitGate?.holds())
      let following = Task { await status.follow(holds) }
      defer { following.cancel() }
      let list = RepositoryListModel(
        target: .search(query: "stars:>=0", page: 1), lists: services.lists,
        conditionalLists: services.conditionalLists)
      list.start()
      await settle(list.pager)
      try #require(recorder.statuses == [200])
      let reset = try #require(status.latest?.reset)
      #expect(status.latest?.remaining == 0)

      await waitForChange(of: { _ = status.heldUntil }) {
        Task { await list.pager.loadMore() }
      }
      #expect(status.heldUntil == reset)
      #expect(status.notice()?.hasPrefix("search rate limit reached — waiting until ") == true)
      #expect(recorder.statuses == [200], "the held page is not sent before the reset")
      #expect(list.loadStates.append.failure == nil)
      list.pager.cancel()
    }
  }

  private func relaunchAndPull(url: URL) async throws {
    let cache = ListPageCache(
      store: InMemoryPageCache<GitHubSearch.Repository, RepositoryListCursor>(),
      source: .builtIn(dataset: "generated:300"))

    let (first, firstRecorder, firstServices) = launch(url: url, cache: cache)
    first.start()
    await settle(first.pager)
    await first.pager.waitForCache()
    try #require(firstRecorder.statuses == [200])
    let shown = first.repositories
    try #require(!shown.isEmpty)
    let used = try #require(firstServices.rateLimit?.latest?.used)
    first.pager.cancel()

    let (relaunch, recorder, services) = launch(url: url, cache: cache)
    relaunch.start()
    await settle(relaunch.pager)
    #expect(recorder.statuses.isEmpty, "max-age: the cached page is fresh")
    #expect(relaunch.repositories == shown)

    await relaunch.pager.refresh()
    #expect(recorder.statuses == [304])
    #expect(recorder.validatorsSent.allSatisfy { $0?.hasPrefix("\"") == true })
    #expect(relaunch.repositories == shown)
    #expect(relaunch.pager.version == 1, "only the cached rows were published")
    #expect(services.rateLimit?.latest?.used == used, "a 304 is not counted")
    #expect(
      services.rateLimit?.notice()?.hasPrefix("search rate limit \(30 - used)/30 · resets ") == true
    )
    relaunch.pager.cancel()
  }
}
