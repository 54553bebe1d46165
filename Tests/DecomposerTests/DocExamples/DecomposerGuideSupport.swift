import Decomposer
import RefreshKit
import YLRefreshKit

extension DecomposerGuide {
  /// A topic of the forum.
  struct Topic: Sendable {
    var id: String
  }

  /// The topics list.
  struct TopicList: ModelType {
    var topics: [Topic]
    var nextPage: Int?
    var pageablePropertyPath: WritableKeyPath<TopicList, [Topic]>? { \.topics }
  }

  /// One topic's posts.
  struct PostList: ModelType {
    var posts: [String]
    var nextPage: Int?
    var pageablePropertyPath: WritableKeyPath<PostList, [String]>? { \.posts }
  }

  /// The login sheet's view model.
  final class LoginViewModel: ViewModel<PostList> {}

  /// The forum's network manager: one page of one post.
  struct ForumClient: NetworkManagerType {
    func request(target: ForumTarget) async throws -> PostList {
      PostList(posts: ["\(target)"])
    }
  }
}
