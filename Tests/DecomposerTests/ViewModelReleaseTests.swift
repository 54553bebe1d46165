import Decomposer
import RefreshKit
import RefreshKitTesting
import Testing
import YLRefreshKit
import YLStateMachine

/// A scene closed while its list loads: the view model, operator and machine are freed and the
/// load is cancelled.
@MainActor
@Suite(
  "ViewModel: a scene closed mid-load is freed and its load cancelled", .timeLimit(.minutes(3)))
struct ViewModelReleaseTests {
  /// What a topic screen owns: its view model and the machine that loads into it.
  @MainActor
  final class TopicScreen {
    let viewModel: TopicViewModel
    let machine: StateMachine<RefreshOperator<TopicViewModel, ForumManager>>

    init(viewModel: TopicViewModel, manager: ForumManager) {
      self.viewModel = viewModel
      machine = StateMachine(
        operator: RefreshOperator(
          dataSource: viewModel, networkManager: manager, target: .topic(id: "", page: 0)))
    }
  }

  @Test("popping a topic whose first page is loading frees the scene and cancels the load")
  func popMidLoad() async throws {
    let host = RecordingHost()
    let coordinator = SceneCoordinator(host: host)
    let manager = ForumManager()
    let topics = TopicsViewModel(
      sceneCoordinator: coordinator, model: PostPage(posts: ["swift"], nextPage: nil))
    try coordinator.transition(to: ForumScene.topics(topics), type: .root)
    var screen = try openTopic(from: topics, coordinator: coordinator, manager: manager)
    weak let releasedScreen = screen
    weak let releasedViewModel = screen?.viewModel
    weak let releasedMachine = screen?.machine
    weak let releasedOperator = screen?.machine.operator
    screen?.machine.trigger(.pullToRefresh, completion: nil)
    guard await manager.request(at: 0, timeout: .seconds(10)) != nil else {
      Issue.record("the load never reached the network")
      return
    }
    try coordinator.pop()
    screen = nil
    #expect(releasedScreen == nil)
    #expect(releasedMachine == nil)
    #expect(manager.requests.first?.cancellationRequested == true)
    // The cancelled load holds the operator, and the view model it owns, until it has unwound.
    let operatorReleased: Void? = await boundedOnMain {
      while releasedOperator != nil { await Task.yield() }
    }
    #expect(operatorReleased != nil, "the operator outlived its load")
    #expect(releasedViewModel == nil)
    #expect(coordinator.topScene?.sceneName == "topics")
  }

  /// Selects the first topic and builds the screen of the scene the coordinator pushed.
  private func openTopic(
    from topics: TopicsViewModel, coordinator: SceneCoordinator, manager: ForumManager
  ) throws -> TopicScreen? {
    try topics.didSelect(row: 0)
    guard case .topic(let opened)? = coordinator.topScene as? ForumScene else {
      Issue.record("the top scene is not a topic")
      return nil
    }
    return TopicScreen(viewModel: opened, manager: manager)
  }
}
