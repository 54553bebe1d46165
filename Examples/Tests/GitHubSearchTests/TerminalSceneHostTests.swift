import Decomposer
import GitHubSearch
import RefreshKit
import RefreshKitTesting
import Testing

/// The terminal host under a real `SceneCoordinator`: its screens follow the navigation model.
@MainActor
@Suite struct TerminalSceneHostTests {
  struct ForeignScene: SceneType {}

  let host = TerminalSceneHost()
  let coordinator: SceneCoordinator
  let services: BrowserServices

  init() {
    coordinator = SceneCoordinator(host: host)
    services = BrowserServices(
      lists: Fixtures.lists(ScriptedNetworkManager<GitHubTarget, RepositoryList>()),
      details: Fixtures.details(ScriptedNetworkManager<GitHubTarget, RepositoryDetail>()))
  }

  func owner(_ login: String) -> BrowserScene {
    .ownerRepositories(
      OwnerRepositoriesViewModel(
        sceneCoordinator: coordinator, services: services,
        targetInfo: BrowserTargetInfo.owner(login)))
  }

  var names: [String] { coordinator.navigation.contexts.flatMap(\.scenes).map(\.sceneName) }

  @Test func screensFollowTheNavigationModel() throws {
    let search = SearchViewModel(sceneCoordinator: coordinator, services: services, query: "q")
    try coordinator.transition(to: BrowserScene.search(search), type: .root)
    try coordinator.transition(to: owner("alice"), type: .push)
    try coordinator.transition(to: BrowserScene.help, type: .modal)
    #expect(names == ["search", "ownerRepositories", "help"])
    #expect(host.stack.map(\.presentation) == [.root, .push, .modal])
    try coordinator.pop()
    #expect(names == ["search", "ownerRepositories"])
    #expect(host.topScreen?.keyContext == .list)
    try coordinator.pop()
    #expect(host.stack.count == 1)
  }

  @Test func refusedMovesThrowAndChangeNothing() throws {
    #expect(throws: NavigationError.noRoot(attempted: .pop)) { try coordinator.pop() }
    #expect(throws: NavigationError.sceneNotDisplayable(sceneName: ForeignScene().sceneName)) {
      try coordinator.transition(to: ForeignScene(), type: .root)
    }
    #expect(host.stack.isEmpty)
    try coordinator.transition(to: owner("bob"), type: .root)
    try coordinator.transition(to: BrowserScene.help, type: .modal)
    #expect(throws: NavigationError.noNavigationContext(sceneName: "help")) {
      try coordinator.transition(to: owner("carol"), type: .push)
    }
    #expect(host.stack.count == 2)
    try coordinator.dismiss()
    #expect(throws: NavigationError.nothingToPop) { try coordinator.pop() }
    #expect(host.stack.count == 1)
  }
}
