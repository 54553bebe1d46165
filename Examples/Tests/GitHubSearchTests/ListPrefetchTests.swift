import Decomposer
import GitHubSearch
import RefreshKit
import RefreshKitTesting
import Testing

/// Every list of the app prefetches as RefreshKit does by default, adaptively (the distance
/// follows the measured scroll speed and page latency), not at a distance tuned by hand;
/// `Scripts/e2e-steady-scroll.sh` shows it keeping ahead of a steady scroll over 2 s pages.
@MainActor
@Suite struct ListPrefetchTests {
  @Test func everyListUsesTheLibrarysDefaultConfiguration() throws {
    var services = Fixtures.services(lists: ScriptedNetworkManager())
    services.perPage = 40
    let coordinator = SceneCoordinator(host: TerminalSceneHost())
    let repository = BrowserTargetInfo.repository(owner: "apple", name: "swift")
    let issue = Issue(
      id: 1, number: 7, title: "A thread", author: "alice", commentCount: 300,
      createdAt: "2024-01-01T00:00:00Z")
    let pagers: [(String, PagerConfiguration)] = [
      (
        "search",
        SearchViewModel(sceneCoordinator: coordinator, services: services, query: "swift")
          .list.pager.configuration
      ),
      (
        "owner",
        OwnerRepositoriesViewModel(
          sceneCoordinator: coordinator, services: services,
          targetInfo: BrowserTargetInfo.owner("apple")
        ).list.pager.configuration
      ),
      (
        "starred",
        StarredRepositoriesViewModel(sceneCoordinator: coordinator, services: services)
          .list.pager.configuration
      ),
      (
        "issues",
        IssueListViewModel(
          sceneCoordinator: coordinator, services: services, repository: repository
        ).pager.configuration
      ),
      (
        "comments",
        IssueThreadViewModel(
          services: services, issue: issue,
          reference: IssueReference(owner: "apple", name: "swift", number: 7)
        ).pager.configuration
      ),
    ]
    let repositoryLists = try PagerConfiguration(pageSize: 40)
    let issueLists = try PagerConfiguration(pageSize: 30)  // the services read no issues
    for (name, configuration) in pagers {
      #expect(configuration.prefetch == .adaptive, "\(name)")
      let expected = ["issues", "comments"].contains(name) ? issueLists : repositoryLists
      #expect(configuration == expected, "\(name)")
    }
  }

  @Test func aFixedDistanceIsStillThereForWhoAsks() throws {
    let fixed = try RepositoryListModel.configuration(perPage: 30, prefetchDistance: 5)
    #expect(fixed.prefetch == .fixed)
    // The distance is read only inside RefreshKit: the configuration is the one asked for.
    #expect(fixed == (try PagerConfiguration(pageSize: 30, prefetchDistance: 5)))
    #expect(fixed != (try PagerConfiguration(pageSize: 30, prefetchDistance: 6)))
  }

  @Test func maxItemsHoldsAtLeastFourPagesAroundTheRowOnScreen() throws {
    // An adaptive distance starts at a page, so the window keeps the pages a page away on
    // each side of the row on screen: four pages (`github-search --max-items` says so).
    #expect(throws: PagerConfigurationError.maxItemsTooSmall(119, least: 120)) {
      try RepositoryListModel.configuration(perPage: 30, maxItems: 119)
    }
    let windowed = try RepositoryListModel.configuration(perPage: 30, maxItems: 120)
    #expect(windowed.maxItems == 120)
    #expect(windowed.prefetch == .adaptive)
  }
}
