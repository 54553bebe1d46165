import Decomposer
import Foundation
import GitHubSearch
import RefreshKitTesting
import TerminalUI
import Testing

/// `--dump-lists`: what the soak compares, one snapshot per list on the stack.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct ListSnapshotTests {
  let lists = ScriptedNetworkManager<GitHubTarget, RepositoryList>()
  let host = TerminalSceneHost()

  @Test func everyListOnTheStackBottomFirstWithItsRowsAndLoadStates() async throws {
    let coordinator = SceneCoordinator(host: host)
    let search = SearchViewModel(
      sceneCoordinator: coordinator, services: Fixtures.services(lists: lists), query: "swift")
    let session = BrowserSession(host: host, coordinator: coordinator)
    lists.enqueue(.success(Fixtures.list([Fixtures.repository("alice", "kit")])))
    try coordinator.transition(to: BrowserScene.search(search), type: .root)
    await host.settleTop()
    lists.enqueue(.failure(URLError(.badServerResponse)))
    session.handle(.enter, visibleRows: 20)
    await host.settleTop()

    let snapshots = host.listSnapshots
    #expect(
      snapshots.map(\.target) == [
        "search(query: \"swift\", page: 1)",
        "ownerRepositories(owner: \"alice\", page: 1)",
      ])
    #expect(snapshots.map(\.fullNames) == [["alice/kit"], []])
    #expect(snapshots.map(\.isLoading) == [false, false])
    #expect(snapshots.map(\.endReached) == [true, false])
    #expect(snapshots[0].failure == nil)
    #expect(snapshots[1].failure != nil)
  }

  @Test func aListStillLoadingSaysSo() async throws {
    let coordinator = SceneCoordinator(host: host)
    let search = SearchViewModel(
      sceneCoordinator: coordinator, services: Fixtures.services(lists: lists), query: "swift")
    try coordinator.transition(to: BrowserScene.search(search), type: .root)
    _ = try await lists.request(at: 0)
    #expect(host.listSnapshots.map(\.isLoading) == [true])
    #expect(host.listSnapshots.map(\.endReached) == [false])
    #expect(lists.respond(to: 0, with: .success(Fixtures.list([]))))
    await host.settleTop()
    #expect(host.listSnapshots.map(\.isLoading) == [false])
  }
}
