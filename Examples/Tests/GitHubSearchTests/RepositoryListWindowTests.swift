import Foundation
import GitHubFixture
import GitHubSearch
import Logging
import RefreshKit
import RefreshKitHTTP
import Testing

/// `--max-items`: a list's pager holds at most `maxItems` rows over the fixture server, and moving
/// 2,000 rows down and back up brings the same repositories back.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct RepositoryListWindowTests {
  static let owner = "nimbus-labs"

  @Test func twoThousandRowsDownAndBackUpBringTheSameRepositoriesBack() async throws {
    try await withFixture(repositories: 20_000) { baseURL, dataset in
      let owned = dataset.repositories(ofOwner: Self.owner)?.count ?? 0
      try #require(owned >= 2_000, "the data set gives \(Self.owner) \(owned) repositories")
      let (screen, list) = try Self.windowedScreen(
        baseURL: baseURL, target: .ownerRepositories(owner: Self.owner, page: 1))
      await list.pager.loadIfNeeded()
      // An owner's list reports no total (GitHub sends none): the rows known so far are shown.
      #expect(screen.rowCount == 50)
      try await walk(screen, list)
    }
  }

  @Test func aSearchCountsItsRowsUpToGitHubsThousandAndJumpsToTheEnd() async throws {
    try await withFixture(repositories: RepositoryDataset.defaultGeneratedCount) { baseURL, _ in
      let (screen, list) = try Self.windowedScreen(
        baseURL: baseURL, target: .search(query: "stars:>=0", page: 1))
      await list.pager.loadIfNeeded()
      #expect(screen.rowCount == 1_000)
      #expect(screen.content(visibleRows: 20).subtitle == "50 of 1,000 held")
      _ = screen.handle(.moveToBottom, visibleRows: 20)
      await list.pager.waitUntilIdle()
      _ = screen.content(visibleRows: 20)
      await list.pager.waitUntilIdle()
      #expect(screen.selectedRepository != nil, "the last row is loaded by a jump")
      #expect(list.pager.placeholdersBefore >= 800)
    }
  }

  /// Moves the selection 2,000 rows down, then back up, drawing and settling at each row.
  private func walk(_ screen: RepositoryListScreen, _ list: RepositoryListModel) async throws {
    var seen: [String] = []
    var mostHeld = 0
    for row in 0..<2_000 {
      if row > 0 { _ = screen.handle(.moveSelection(by: 1), visibleRows: 20) }
      _ = screen.content(visibleRows: 20)
      await list.pager.waitUntilIdle()
      mostHeld = max(mostHeld, list.pager.items.count)
      let repository = try #require(screen.selectedRepository, "row \(row) is held once shown")
      seen.append(repository.fullName)
    }
    #expect(list.pager.placeholdersBefore > 0, "rows far above were dropped")
    #expect(mostHeld <= 200, "held \(mostHeld), maxItems 200")
    let header = screen.content(visibleRows: 20).subtitle ?? ""
    #expect(header.hasPrefix("200 of 2,0") && header.hasSuffix(" held"), "header: \(header)")
    for row in stride(from: 1_998, through: 0, by: -1) {
      _ = screen.handle(.moveSelection(by: -1), visibleRows: 20)
      _ = screen.content(visibleRows: 20)
      await list.pager.waitUntilIdle()
      let repository = try #require(screen.selectedRepository, "row \(row) is held again")
      #expect(repository.fullName == seen[row], "row \(row)")
      guard repository.fullName == seen[row] else { return }
    }
    #expect(Set(seen).count == 2_000)
  }

  /// A list screen of `target` holding at most 200 rows, 50 a page, over the fixture's HTTP.
  ///
  /// Its prefetch distance is fixed at 5 rows, not the app's adaptive default: these tests are
  /// about the window (what is held, dropped and counted), and the header's count of the rows
  /// known after the walk is the rows walked plus what was prefetched ahead of them. The walk
  /// settles after every row on the real clock, so an adaptive distance would follow how fast
  /// this machine walks (up to what `maxItems` allows) and the count with it.
  private static func windowedScreen(baseURL: URL, target: GitHubTarget) throws -> (
    RepositoryListScreen, RepositoryListModel
  ) {
    var services = BrowserServices.http(configuration: .gitHub(baseURL: baseURL), perPage: 50)
    services.maxItems = 200
    let list = RepositoryListModel(
      target: target, lists: services.lists, prefetchDistance: 5, maxItems: services.maxItems,
      perPage: services.perPage)
    try #require(list.pager.configuration.prefetch == .fixed)
    try #require(list.pager.configuration.maxItems == 200)
    let screen = RepositoryListScreen(list: list, title: { "Repositories" }, open: { _ in nil })
    screen.start()
    return (screen, list)
  }

  /// Runs `body` against an in-process fixture server with a generated data set.
  private func withFixture(
    repositories: Int, _ body: (URL, RepositoryDataset) async throws -> Void
  ) async throws {
    let quiet = Logger(label: "fixture") { _ in SwiftLogNoOpLogHandler() }
    var settings = GitHubFixtureServer.Configuration()
    settings.dataset = .generated(count: repositories)
    let server = try GitHubFixtureServer(configuration: settings, logger: quiet)
    let running = try await server.start()
    do {
      try await body(try #require(URL(string: running.baseURL)), server.dataset)
    } catch {
      try await running.stop()
      throw error
    }
    try await running.stop()
  }
}
