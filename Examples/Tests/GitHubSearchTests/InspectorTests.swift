import Decomposer
import Foundation
import GitHubSearch
import RefreshKit
import RefreshKitTesting
import TerminalUI
import Testing

/// The inspector (F2, issue 24): every live list's query, load states, loads in flight, rows
/// and last events, over the current screen; `r` retries and `R` refreshes the chosen list.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct InspectorTests {
  typealias Lists = ScriptedNetworkManager<GitHubTarget, RepositoryList>

  let lists = Lists()
  let host = TerminalSceneHost()
  let coordinator: SceneCoordinator
  let session: BrowserSession
  let search: SearchViewModel

  init() throws {
    coordinator = SceneCoordinator(host: host)
    let services = BrowserServices(
      lists: Fixtures.lists(lists),
      details: Fixtures.details(ScriptedNetworkManager<GitHubTarget, RepositoryDetail>()))
    search = SearchViewModel(sceneCoordinator: coordinator, services: services, query: "swift")
    session = BrowserSession(host: host, coordinator: coordinator)
    try coordinator.transition(to: BrowserScene.search(search), type: .root)
  }

  func press(_ keys: Key...) {
    for key in keys { session.handle(key, visibleRows: 30) }
  }

  var rows: [String] { session.content(visibleRows: 30).rows }

  @Test func f2ShowsTheLoadInFlightWithItsCursorThenTheFinishedLoad() async {
    let next = "http://127.0.0.1:1/search/repositories?q=swift&page=2"
    lists.enqueue(.success(Fixtures.page(owner: "alice", count: 10, next: next)))
    await host.settleTop()
    press(.function(2))
    #expect(session.content(visibleRows: 30).title == "Inspector — 1 list")
    #expect(session.content(visibleRows: 30).status.hasPrefix("↑↓ choose a list"))
    #expect(rows.first == "▸ Search: swift · query search(query: \"swift\", page: 1)")
    #expect(rows.contains("    10 rows held · placeholders 0 before, 0 after"))
    #expect(
      rows.contains { $0.hasPrefix("    ") && $0.contains(" s  finished refresh cursor=nil") })

    press(.escape, .character("G"))  // closed: G reaches the list, which loads page 2
    #expect(session.inspector == nil)
    _ = await arrival(of: 1, at: lists)
    press(.function(2))
    #expect(rows.contains { $0.hasPrefix("    in flight: append cursor=page 2 attempt=1 · ") })
    #expect(rows.contains("    refresh idle · append loading · prepend end reached"))
    await respond(
      lists, 1, with: .success(Fixtures.page(owner: "alice", count: 5, from: 10)),
      settling: search.list.pager)
    #expect(!rows.contains { $0.contains("in flight") })
    #expect(rows.contains { $0.contains("finished append cursor=page 2") && $0.contains("5 rows") })
  }

  @Test func rRetriesTheChosenListsFailedPageAndRRefreshesIt() async throws {
    let next = "http://127.0.0.1:1/search/repositories?q=swift&page=2"
    lists.enqueue(
      .success(Fixtures.page(owner: "alice", count: 10, next: next)),
      .failure(URLError(.timedOut)))
    await host.settleTop()
    press(.character("G"))
    await host.settleTop()
    press(.function(2))
    #expect(rows.contains { $0.contains("failed append cursor=page 2 attempt=1") })
    press(.character("r"))
    #expect(session.message == "Retrying Search: swift")
    let retry = try await lists.request(at: 2)
    #expect(retry.load.cursor == URL(string: next), "the same page again")
    #expect(retry.load.direction == .loadingMore)
    await respond(
      lists, 2, with: .success(Fixtures.page(owner: "alice", count: 5, from: 10)),
      settling: search.list.pager)
    #expect(rows.contains { $0.contains("started append cursor=page 2 attempt=2") })
    press(.character("R"))
    #expect(try await lists.request(at: 3).load.direction == .pullToRefresh)
    #expect(session.inspector != nil, "the inspector stays open")
  }

  @Test func keysMeanTheInspectorsWhileItIsOpen() {
    #expect(BrowserKeyMap.command(for: .function(2), in: .searchField) == .toggleInspector)
    #expect(BrowserKeyMap.command(for: .function(2), in: .composer) == .toggleInspector)
    #expect(BrowserKeyMap.command(for: .escape, in: .inspector) == .toggleInspector)
    #expect(BrowserKeyMap.command(for: .character("R"), in: .inspector) == .refreshList)
    #expect(BrowserKeyMap.command(for: .character("s"), in: .inspector) == nil)
    press(.function(2))
    press(.character("/"))  // not the list's: nothing happens
    #expect(session.inspector != nil)
    press(.function(2))
    #expect(session.inspector == nil)
  }
}
