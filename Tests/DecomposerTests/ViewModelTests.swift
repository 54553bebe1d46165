import Decomposer
import RefreshKit
import RefreshKitTesting
import Testing
import YLRefreshKit
import YLStateMachine

@MainActor
@Suite(
  "ViewModel: a data source that routes, carrying targetInfo to the next scene's target",
  .timeLimit(.minutes(3)))
struct ViewModelTests {
  let host = RecordingHost()
  let coordinator: SceneCoordinator
  let manager = ForumManager()

  init() {
    coordinator = SceneCoordinator(host: host)
  }

  @Test("a view model keeps its coordinator, targetInfo and model")
  func keepsWhatItWasGiven() {
    let page = PostPage(posts: ["a"], nextPage: nil)
    let viewModel = TopicViewModel(sceneCoordinator: coordinator, targetInfo: "swift", model: page)
    #expect(viewModel.sceneCoordinator === coordinator)
    #expect(viewModel.targetInfo as? String == "swift")
    #expect(viewModel.model == page)
  }

  @Test("selecting a row pushes the next scene with the row's id as its targetInfo")
  func selectionPushesWithTargetInfo() throws {
    let topics = TopicsViewModel(
      sceneCoordinator: coordinator, model: PostPage(posts: ["swift", "rust"], nextPage: nil))
    try coordinator.transition(to: ForumScene.topics(topics), type: .root)
    try topics.didSelect(row: 1)
    #expect(host.calls == [.setRoot("topics", animated: true), .push("topic", animated: true)])
    guard case .topic(let topic)? = coordinator.topScene as? ForumScene else {
      Issue.record("the top scene is not a topic")
      return
    }
    #expect(topic.targetInfo as? String == "rust")
    #expect(topic.sceneCoordinator === coordinator)
  }

  @Test("the next scene's target receives targetInfo: .topic(id:page:) asks for the selected id")
  func targetInfoReachesTheNextTarget() async throws {
    let topics = TopicsViewModel(
      sceneCoordinator: coordinator, model: PostPage(posts: ["swift", "rust"], nextPage: nil))
    try coordinator.transition(to: ForumScene.topics(topics), type: .root)
    try topics.didSelect(row: 0)
    guard case .topic(let topic)? = coordinator.topScene as? ForumScene else {
      Issue.record("the top scene is not a topic")
      return
    }
    // The scene is built as the seed builds it: its target starts without the id.
    let machine = StateMachine(
      operator: RefreshOperator(
        dataSource: topic, networkManager: manager, target: .topic(id: "", page: 0)))
    manager.enqueue(
      .success(PostPage(posts: ["p1"], nextPage: 2)),
      .success(PostPage(posts: ["p2"], nextPage: nil)))
    #expect(try await machine.trigger(.pullToRefresh).phase == .paginated)
    #expect(try await machine.trigger(.loadingMore).phase == .populated)
    #expect(
      manager.requests.map(\.load.target) == [
        .topic(id: "swift", page: 1), .topic(id: "swift", page: 2),
      ])
    #expect(topic.model?.posts == ["p1", "p2"])
  }

  @Test("popping back leaves the list's view model and its model untouched")
  func popKeepsPreviousScene() throws {
    let page = PostPage(posts: ["swift"], nextPage: nil)
    let topics = TopicsViewModel(sceneCoordinator: coordinator, model: page)
    try coordinator.transition(to: ForumScene.topics(topics), type: .root)
    try topics.didSelect(row: 0)
    try topics.sceneCoordinator.pop()
    guard case .topics(let shown)? = coordinator.topScene as? ForumScene else {
      Issue.record("the top scene is not the topics list")
      return
    }
    #expect(shown === topics)
    #expect(shown.model == page)
  }

  @Test("a push onto a scene without navigation names it by its sceneName")
  func noNavigationContextUsesSceneName() throws {
    let topics = TopicsViewModel(
      sceneCoordinator: coordinator, model: PostPage(posts: ["swift"], nextPage: nil))
    try coordinator.transition(to: ForumScene.topics(topics), type: .root)
    try coordinator.transition(to: ForumScene.sheet, type: .modal)
    #expect(throws: NavigationError.noNavigationContext(sceneName: "sheet")) {
      try topics.didSelect(row: 0)
    }
  }
}
