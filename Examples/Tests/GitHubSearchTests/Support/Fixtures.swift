import Decomposer
import Foundation
import GitHubSearch
import RefreshKit
import RefreshKitTesting
import Testing
import YLRefreshKit
import YLStateMachine

/// Repositories and pages the tests load.
enum Fixtures {
  /// A repository; rows are keyed by id, so the id follows the full name unless given.
  static func repository(_ owner: String, _ name: String, stars: Int = 10, id: Int? = nil)
    -> Repository
  {
    Repository(
      id: id ?? stableID("\(owner)/\(name)"), name: name, owner: owner,
      description: "About \(name)", language: "Swift", stargazersCount: stars, forksCount: 3,
      openIssuesCount: 1, htmlURL: "https://github.com/\(owner)/\(name)")
  }

  static func list(_ repositories: [Repository], totalCount: Int? = nil, next: String? = nil)
    -> RepositoryList
  {
    RepositoryList(
      repositories: repositories, totalCount: totalCount,
      nextPage: next.flatMap { URL(string: $0) })
  }

  static func page(
    owner: String, count: Int, from start: Int = 0, totalCount: Int? = nil, next: String? = nil
  ) -> RepositoryList {
    list(
      (start..<start + count).map { repository(owner, "repo\($0)", stars: $0) },
      totalCount: totalCount, next: next)
  }

  /// Services whose lists come from `lists` and whose details are never answered.
  static func services(lists: ScriptedNetworkManager<GitHubTarget, RepositoryList>)
    -> BrowserServices
  {
    BrowserServices(
      lists: self.lists(lists),
      details: details(ScriptedNetworkManager<GitHubTarget, RepositoryDetail>()))
  }

  /// A list service answered by the scripted server `server`: each page request arrives there
  /// as the load it is (the list's target at the page, the `Link` URL as cursor, the pager's
  /// generation, direction and attempt), and each answer is the page's one item (the rows and
  /// total) with the answer's `nextPage` as the page's `next`.
  static func lists(_ server: ScriptedNetworkManager<GitHubTarget, RepositoryList>)
    -> RepositoryListService
  {
    RepositoryListService { request in
      let list = try await server.request(
        LoadRequest(
          target: request.query, generation: UInt64(max(0, request.generation)),
          direction: request.direction == .refresh ? .pullToRefresh : .loadingMore,
          cursor: request.cursor, attempt: request.attempt, sequence: 0))
      return Page(
        items: [RepositoryListResponse(items: list.repositories, totalCount: list.totalCount)],
        next: list.nextPage)
    }
  }

  /// A repository loader answered by the scripted server `server` (every load a full
  /// request for the repository's target).
  static func details(_ server: ScriptedNetworkManager<GitHubTarget, RepositoryDetail>)
    -> RepositoryLoader
  {
    RepositoryLoader { owner, name, _ in
      RepositoryLoader.Response(
        repository: try await server.request(target: .repository(owner: owner, name: name))
          .repository)
    }
  }

  /// A search scene over `lists`, and its screen.
  @MainActor
  static func searchScene(
    lists: ScriptedNetworkManager<GitHubTarget, RepositoryList>, query: String?,
    source: String = "GitHub", debounce: @escaping @Sendable () async -> Void = {}
  ) -> (SearchViewModel, SearchScreen?) {
    let viewModel = SearchViewModel(
      sceneCoordinator: SceneCoordinator(host: TerminalSceneHost()),
      services: services(lists: lists), query: query, source: source, debounce: debounce)
    return (viewModel, BrowserScene.search(viewModel).makeScreen() as? SearchScreen)
  }

  /// The same number for the same text in every run (unlike `hashValue`).
  private static func stableID(_ text: String) -> Int {
    text.unicodeScalars.reduce(17) { ($0 &* 31 &+ Int($1.value)) & 0x7fff_ffff }
  }
}

/// Waits, without sleeping, until `machine` has no transition running; records an issue
/// when it still runs after 10 seconds, and ends the wait when the test is cancelled.
@MainActor
func settle<Operator: OperatorType>(
  _ machine: StateMachine<Operator>, sourceLocation: SourceLocation = #_sourceLocation
) async {
  let settled: Void? = await boundedOnMain {
    for await _ in machine.states() where machine.runningAction == nil { return }
  }
  if settled == nil, !Task.isCancelled {
    Issue.record(
      "the machine still ran a transition after 10 seconds", sourceLocation: sourceLocation)
  }
}
