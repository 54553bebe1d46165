import Decomposer
import RefreshKit
import RefreshKitTesting
import YLRefreshKit

/// A page of posts, paged by page number as in the seed.
struct PostPage: ModelType, Equatable {
  var posts: [String]
  var nextPage: Int?
  var pageablePropertyPath: WritableKeyPath<PostPage, [String]>? { \.posts }
}

/// The seed's target: `.topic` learns its id from the scene's `targetInfo`.
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

typealias ForumManager = ScriptedNetworkManager<ForumTarget, PostPage>

/// The list of topics; selecting one opens it with its id as `targetInfo`.
final class TopicsViewModel: ViewModel<PostPage> {
  func didSelect(row: Int) throws(NavigationError) {
    guard let id = model?.posts[row] else { return }
    let topic = TopicViewModel(sceneCoordinator: sceneCoordinator, targetInfo: id)
    try sceneCoordinator.transition(to: ForumScene.topic(topic), type: .push)
  }
}

/// One topic's posts.
final class TopicViewModel: ViewModel<PostPage> {}

/// The app's scenes, each carrying its view model, as in the seed.
enum ForumScene: SceneType {
  case topics(TopicsViewModel)
  case topic(TopicViewModel)
  /// A sheet that shows alone: nothing can be pushed onto it.
  case sheet

  var sceneName: String {
    switch self {
    case .topics: "topics"
    case .topic: "topic"
    case .sheet: "sheet"
    }
  }

  var providesNavigation: Bool {
    if case .sheet = self { return false }
    return true
  }
}
