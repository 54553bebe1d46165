import Decomposer
import Foundation
import GitHubFixture
import GitHubSearch
import Logging
import RefreshKitHTTP
import Testing

/// The browser against the in-process fixture server, over HTTP with `Link` paging.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct FixtureIntegrationTests {
  @Test func searchOwnerAndDetailOverHTTP() async throws {
    let quiet = Logger(label: "fixture") { _ in SwiftLogNoOpLogHandler() }
    let server = try GitHubFixtureServer(logger: quiet)
    let running = try await server.start()
    do {
      try await browse(baseURL: try #require(URL(string: running.baseURL)), dataset: server.dataset)
    } catch {
      try await running.stop()
      throw error
    }
    try await running.stop()
  }

  private func browse(baseURL: URL, dataset: RepositoryDataset) async throws {
    let host = TerminalSceneHost()
    let coordinator = SceneCoordinator(host: host)
    let services = BrowserServices.http(configuration: .gitHub(baseURL: baseURL))
    let search = SearchViewModel(sceneCoordinator: coordinator, services: services, query: "swift")
    let session = BrowserSession(host: host, coordinator: coordinator)
    try coordinator.transition(to: BrowserScene.search(search), type: .root)
    await host.settleTop()
    let results = session.content(visibleRows: 36)
    #expect(results.title.hasPrefix("Search: swift — "))
    let first = try #require(search.list.repositories.first)

    session.handle(.enter, visibleRows: 36)
    await host.settleTop()
    let owned = try #require(dataset.repositories(ofOwner: first.owner)).count
    let ownerScreen = try #require(
      host.topScreen as? RepositoryListScreen)
    #expect(session.content(visibleRows: 36).title == "Repositories of \(first.owner)")
    #expect(ownerScreen.repositories.count == min(owned, GitHubTarget.perPage))
    #expect(ownerScreen.repositories.allSatisfy { $0.owner == first.owner })
    if owned > GitHubTarget.perPage {
      session.handle(.end, visibleRows: 36)
      await host.settleTop()
      // The last row shown loads the next page; adaptive prefetch may load more ahead of a
      // fast move, so at least that page, and nothing but this owner's repositories.
      #expect(ownerScreen.repositories.count >= min(owned, 2 * GitHubTarget.perPage))
      #expect(ownerScreen.repositories.count <= owned)
    }

    session.handle(.home, visibleRows: 36)
    let chosen = try #require(ownerScreen.selectedRepository)
    session.handle(.enter, visibleRows: 36)
    await host.settleTop()
    let detail = session.content(visibleRows: 36)
    #expect(detail.title == "Repository \(chosen.fullName)")
    #expect(
      detail.rows.contains("Stars:        \(RepositoryFormatter.grouped(chosen.stargazersCount))"))
  }
}
