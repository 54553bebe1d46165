import Foundation
import GitHubBrowser
import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite struct RepositoryListScreenTests {
  typealias Manager = ScriptedNetworkManager<GitHubTarget, RepositoryList>

  func makeScreen(_ manager: Manager, info: BrowserTargetInfo = .owner("alice"))
    -> (RepositoryListScreen<ListSource>, ListSource)
  {
    let source = ListSource(targetInfo: info)
    let screen = RepositoryListScreen(
      dataSource: source, networkManager: AnyNetworkManager(manager),
      target: .ownerRepositories(owner: "", page: 1), title: { "Repositories" },
      open: { "opened \($0.fullName)" })
    return (screen, source)
  }

  @Test func firstLoadTakesTheOwnerFromTargetInfo() async {
    let manager = Manager()
    manager.enqueue(.success(Fixtures.page(owner: "alice", count: 3)))
    let (screen, _) = makeScreen(manager)
    screen.start()
    let request = await manager.request(at: 0)
    #expect(request.load.target == .ownerRepositories(owner: "alice", page: 1))
    await settle(screen.controller.machine)
    let content = screen.content(visibleRows: 10)
    #expect(content.rows.count == 3)
    #expect(content.rows.first?.hasPrefix("alice/repo0") == true)
    #expect(content.selectedRow == 0)
    #expect(content.footer.contains("3 repositories"))
  }

  @Test func movingNearTheEndLoadsTheNextLinkedPage() async {
    let manager = Manager()
    let next = "http://127.0.0.1:1/users/alice/repos?page=2"
    manager.enqueue(
      .success(Fixtures.page(owner: "alice", count: 10, next: next)),
      .success(Fixtures.page(owner: "alice", count: 4, from: 10)))
    let (screen, _) = makeScreen(manager)
    screen.start()
    await settle(screen.controller.machine)
    #expect(screen.handle(.moveToBottom, visibleRows: 5) == nil)
    let second = await manager.request(at: 1)
    #expect(second.load.direction == .loadingMore)
    #expect(second.load.cursor == URL(string: next))
    #expect(second.load.target == .ownerRepositories(owner: "alice", page: 2))
    await settle(screen.controller.machine)
    #expect(screen.repositories.count == 14)
    #expect(screen.content(visibleRows: 5).footer.contains("14 repositories"))
  }

  @Test func aFailureIsShownAndRetried() async {
    let manager = Manager()
    manager.enqueue(
      .failure(URLError(.timedOut)), .success(Fixtures.page(owner: "alice", count: 1)))
    let (screen, _) = makeScreen(manager)
    screen.start()
    await settle(screen.controller.machine)
    let failed = screen.content(visibleRows: 5)
    #expect(failed.rows.first?.hasPrefix("Error:") == true)
    #expect(failed.selectedRow == nil)
    #expect(screen.handle(.open, visibleRows: 5) == "Nothing to open yet")
    _ = screen.handle(.refresh, visibleRows: 5)
    let retry = await manager.request(at: 1)
    #expect(retry.load.direction == .pullToRefresh)
    await settle(screen.controller.machine)
    #expect(screen.handle(.open, visibleRows: 5) == "opened alice/repo0")
  }
}
