import Foundation
import GitHubFixture
import GitHubSearch
import Logging
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
    let list = RepositoryListModel(target: .search(query: "", page: 1), lists: services.lists)
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
}
