import Decomposer
import Foundation
import GitHubSearch
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct RepositoryListScreenTests {
  typealias Manager = ScriptedNetworkManager<GitHubTarget, RepositoryList>

  func makeScreen(
    _ manager: Manager, target: GitHubTarget = .ownerRepositories(owner: "alice", page: 1)
  ) -> RepositoryListScreen {
    RepositoryListScreen(
      list: RepositoryListModel(target: target, lists: Fixtures.lists(manager)),
      title: { "Repositories" }, open: { "opened \($0.fullName)" })
  }

  @Test func firstLoadTakesTheOwnerFromTargetInfo() async {
    let manager = Manager()
    manager.enqueue(.success(Fixtures.page(owner: "alice", count: 3)))
    let owner = OwnerRepositoriesViewModel(
      sceneCoordinator: SceneCoordinator(host: TerminalSceneHost()),
      services: BrowserServices(
        lists: Fixtures.lists(manager),
        details: Fixtures.details(ScriptedNetworkManager<GitHubTarget, RepositoryDetail>())),
      targetInfo: BrowserTargetInfo.owner("alice"))
    let screen = BrowserScene.ownerRepositories(owner).makeScreen()
    screen.start()
    let request = await arrival(of: 0, at: manager)
    #expect(request?.load.target == .ownerRepositories(owner: "alice", page: 1))
    await settle(owner.list.pager)
    let content = screen.content(visibleRows: 10)
    #expect(content.rows.count == 4, "the header of R, then the repositories")
    #expect(content.rows.first == "── R ──")
    #expect(content.rows.dropFirst().first?.hasPrefix("alice/repo0") == true)
    #expect(content.selectedRow == 1)
    #expect(content.footer.contains("3 repositories"))
    #expect(content.footer.hasSuffix(" · 1 section"))
  }

  @Test func movingNearTheEndLoadsTheNextLinkedPage() async {
    let manager = Manager()
    let next = "http://127.0.0.1:1/users/alice/repos?page=2"
    manager.enqueue(
      .success(Fixtures.page(owner: "alice", count: 10, next: next)),
      .success(Fixtures.page(owner: "alice", count: 4, from: 10)))
    let screen = makeScreen(manager)
    screen.start()
    await settle(screen.list.pager)
    #expect(screen.handle(.moveToBottom, visibleRows: 5) == nil)
    let second = await arrival(of: 1, at: manager)
    #expect(second?.load.direction == .loadingMore)
    #expect(second?.load.cursor == URL(string: next))
    #expect(second?.load.target == .ownerRepositories(owner: "alice", page: 2))
    await settle(screen.list.pager)
    #expect(screen.repositories.count == 14)
    #expect(screen.content(visibleRows: 5).footer.contains("14 repositories"))
  }

  @Test func aRepositoryThatALaterPageSendsAgainShowsOnce() async {
    let manager = Manager()
    let next = "http://127.0.0.1:1/users/alice/repos?page=2"
    manager.enqueue(
      .success(Fixtures.page(owner: "alice", count: 3, next: next)),
      .success(Fixtures.page(owner: "alice", count: 3, from: 2)))
    let screen = makeScreen(manager)
    screen.start()
    await settle(screen.list.pager)
    _ = screen.handle(.moveToBottom, visibleRows: 5)
    _ = await arrival(of: 1, at: manager)
    await settle(screen.list.pager)
    #expect(screen.repositories.map(\.name) == ["repo0", "repo1", "repo2", "repo3", "repo4"])
  }

  @Test func aFailureIsShownAndRetried() async {
    let manager = Manager()
    manager.enqueue(
      .failure(URLError(.timedOut)), .success(Fixtures.page(owner: "alice", count: 1)))
    let screen = makeScreen(manager)
    screen.start()
    await settle(screen.list.pager)
    let failed = screen.content(visibleRows: 5)
    #expect(failed.rows.first?.hasPrefix("Error:") == true)
    #expect(failed.selectedRow == nil)
    #expect(screen.handle(.open, visibleRows: 5) == "Nothing to open yet")
    _ = screen.handle(.refresh, visibleRows: 5)
    let retry = await arrival(of: 1, at: manager)
    #expect(retry?.load.direction == .pullToRefresh)
    await settle(screen.list.pager)
    #expect(screen.handle(.open, visibleRows: 5) == "opened alice/repo0")
  }
}
