public import YLRefreshKit

/// The seed's `ViewModel` base class: a ``RefreshKit/DataSourceType`` that a
/// `RefreshOperator` loads into, and a ``SceneRouterType`` that opens the next scene.
///
/// `targetInfo` is what the scene was opened with (an owner, a topic id); the
/// operator hands it to the target's `update(with:targetInfo:)` on every load. Subclass it
/// for each screen:
///
/// ```swift
/// final class TopicViewModel: ViewModel<PostList> {
///   func open(_ post: Post) {
///     let comments = CommentsViewModel(sceneCoordinator: sceneCoordinator, targetInfo: post.id)
///     try? sceneCoordinator.transition(to: Scene.comments(comments), type: .push)
///   }
/// }
/// ```
@MainActor
open class ViewModel<Model: ModelType>: DataSourceType, SceneRouterType {
  /// The loaded content, `nil` before the first successful load.
  public var model: Model?
  /// What this scene was opened with, handed to its target on every load.
  public var targetInfo: (any Sendable)?
  /// The coordinator that opens the next scenes.
  public let sceneCoordinator: any SceneCoordinatorType

  /// Creates a view model that routes through `sceneCoordinator`.
  ///
  /// ```swift
  /// let viewModel = TopicViewModel(sceneCoordinator: coordinator, targetInfo: "swift")
  /// ```
  public init(
    sceneCoordinator: any SceneCoordinatorType, targetInfo: (any Sendable)? = nil,
    model: Model? = nil
  ) {
    self.sceneCoordinator = sceneCoordinator
    self.targetInfo = targetInfo
    self.model = model
  }
}
