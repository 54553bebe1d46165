import Decomposer
import Foundation
import GitHubSearch
import RefreshKit
import RefreshKitTesting
import TerminalUI
import Testing

/// The scenes as the terminal drives them: keys in, screens and recorded requests out.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct NavigationTests {
  typealias Lists = ScriptedNetworkManager<GitHubTarget, RepositoryList>
  typealias Details = ScriptedNetworkManager<GitHubTarget, RepositoryDetail>

  let lists = Lists()
  let details = Details()
  let host = TerminalSceneHost()
  let coordinator: SceneCoordinator
  let session: BrowserSession

  init() throws {
    coordinator = SceneCoordinator(host: host)
    let services = BrowserServices(
      lists: Fixtures.lists(lists), details: Fixtures.details(details))
    let search = SearchViewModel(
      sceneCoordinator: coordinator, services: services, query: "swift")
    session = BrowserSession(host: host, coordinator: coordinator)
    lists.enqueue(
      .success(
        Fixtures.list([Fixtures.repository("alice", "kit"), Fixtures.repository("bob", "x")])))
    try coordinator.transition(to: BrowserScene.search(search), type: .root)
  }

  func press(_ keys: Key...) {
    for key in keys { session.handle(key, visibleRows: 20) }
  }

  var title: String { session.content(visibleRows: 20).title }

  func settleTop() async { await host.settleTop() }

  @Test func ownerAndRepositoryReachTheNextTargetsThroughTargetInfo() async throws {
    #expect(try await lists.request(at: 0).load.target == .search(query: "swift", page: 1))
    await settleTop()
    lists.enqueue(.success(Fixtures.page(owner: "bob", count: 2)))
    press(.down, .enter)
    let ownerRequest = try await lists.request(at: 1)
    #expect(ownerRequest.load.target == .ownerRepositories(owner: "bob", page: 1))
    await settleTop()
    #expect(title == "Repositories of bob")
    let rows = session.content(visibleRows: 20).rows
    #expect(rows.first == "── R ──", "the header of the repositories' letter")
    #expect(rows.dropFirst().allSatisfy { $0.hasPrefix("bob/") })

    details.enqueue(.success(RepositoryDetail(repository: Fixtures.repository("bob", "repo1"))))
    press(.down, .enter)
    #expect(
      try await details.request(at: 0).load.target == .repository(owner: "bob", name: "repo1"))
    await settleTop()
    #expect(title == "Repository bob/repo1")
    #expect(session.content(visibleRows: 20).rows.contains("Stars:        10"))
  }

  @Test func helpIsAModalThatEscDismisses() async {
    await settleTop()
    press(.character("?"))
    #expect(title == HelpText.title)
    #expect(host.topPresentation == .modal)
    press(.character("?"))
    #expect(title.hasPrefix("Search: swift"))
    press(.character("?"), .escape)
    #expect(title.hasPrefix("Search: swift"))
    #expect(host.stack.count == 1)
  }

  @Test func escAndBackspacePopEachScene() async {
    await settleTop()
    lists.enqueue(.success(Fixtures.page(owner: "alice", count: 1)))
    press(.enter)
    await settleTop()
    details.enqueue(.success(RepositoryDetail(repository: Fixtures.repository("alice", "repo0"))))
    press(.enter)
    await settleTop()
    #expect(host.stack.count == 3)
    press(.escape)
    #expect(title == "Repositories of alice")
    press(.backspace)
    #expect(title.hasPrefix("Search: swift"))
  }

  @Test func backAtTheRootIsAMessageNotATrap() async {
    await settleTop()
    press(.escape)
    #expect(host.stack.count == 1)
    #expect(session.content(visibleRows: 20).status == NavigationError.nothingToPop.statusMessage)
    #expect(session.isRunning)
    press(.character("q"))
    #expect(!session.isRunning)
  }

  @Test func failedLoadsAreShownAndOpeningNothingIsHarmless() async {
    await settleTop()
    lists.enqueue(.failure(URLError(.notConnectedToInternet)))
    press(.enter)
    await settleTop()
    #expect(title == "Repositories of alice")
    #expect(session.content(visibleRows: 20).rows.first?.hasPrefix("Error:") == true)
    press(.enter)
    #expect(session.content(visibleRows: 20).status == "Nothing to open yet")
    #expect(host.stack.count == 2)
  }

  @Test func editingTheQuerySearchesAgain() async throws {
    await settleTop()
    lists.enqueue(.success(Fixtures.page(owner: "carol", count: 1)))
    press(.character("/"), .backspace, .backspace, .backspace, .backspace, .backspace)
    press(.character("k"), .character("i"), .character("t"), .enter)
    #expect(try await lists.request(at: 1).load.target == .search(query: "kit", page: 1))
    await settleTop()
    #expect(title == "Search: kit")
  }
}
