import Decomposer
import RefreshKit
import YLRefreshKit
import YLStateMachine

/// Decomposer.md's guide: scenes, view models, a target reading `targetInfo`.
@MainActor
enum DecomposerGuide {
  enum Scene: SceneType {
    case topics(TopicsViewModel)
    case topic(TopicViewModel)
    case login(LoginViewModel)

    // A login sheet shows alone: nothing is pushed onto it.
    var providesNavigation: Bool {
      if case .login = self { return false }
      return true
    }
  }

  final class TopicsViewModel: ViewModel<TopicList> {
    func didSelect(row: Int) {
      guard let id = model?.topics[row].id else { return }
      let topic = TopicViewModel(sceneCoordinator: sceneCoordinator, targetInfo: id)
      try? sceneCoordinator.transition(to: Scene.topic(topic), type: .push)
    }
  }

  final class TopicViewModel: ViewModel<PostList> {}

  enum ForumTarget: TargetType {
    case topics(page: Int)
    case topic(id: String, page: Int)

    mutating func update(with action: RefreshAction, targetInfo: (any Sendable)?) {
      switch (self, action) {
      case (.topics, .pullToRefresh): self = .topics(page: 1)
      case (.topics(let page), .loadingMore): self = .topics(page: page + 1)
      case (.topic, .pullToRefresh): self = .topic(id: targetInfo as? String ?? "", page: 1)
      case (.topic(_, let page), .loadingMore):
        self = .topic(id: targetInfo as? String ?? "", page: page + 1)
      }
    }
  }

  static func openTopic(_ topicViewModel: TopicViewModel) async throws {
    let machine = StateMachine(
      operator: RefreshOperator(
        dataSource: topicViewModel, networkManager: ForumClient(), target: .topic(id: "", page: 0)))
    try await machine.trigger(.pullToRefresh)  // requests .topic(id: <the selected id>, page: 1)
  }

  static func log(_ coordinator: SceneCoordinator) async {
    for await change in coordinator.changes() {
      print(change)  // .setRoot, .push, .pop, .present, .dismiss
    }
  }

  static func logDroppedMoves(_ coordinator: SceneCoordinator) async {
    for await failure in coordinator.queuedMoveFailures() {
      print("dropped \(failure.dropped): \(failure.error)")
    }
  }

  static func report(to coordinator: SceneCoordinator) {
    // When an animation the host started ends:
    coordinator.hostDidFinishTransition()
    // When the user went back to the root by themselves:
    coordinator.hostDidShow(depth: 1, inContext: 0)
  }
}
