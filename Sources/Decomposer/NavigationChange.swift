/// One move a navigation model made, as a host must perform it.
///
/// ```swift
/// var model = NavigationModel<String>()
/// let change = model.setRoot("list")   // .setRoot("list")
/// ```
public enum NavigationChange<Scene> {
  /// The root was replaced by `scene`; every pushed scene and modal is gone.
  case setRoot(Scene)
  /// `scene` was pushed onto the topmost context.
  case push(Scene)
  /// `scene` was popped off the topmost context.
  case pop(Scene)
  /// `scene` was presented modally over everything.
  case present(Scene)
  /// The topmost modal (with its pushed scenes) was dismissed.
  case dismiss(SceneStack<Scene>)
}

extension NavigationChange: Equatable where Scene: Equatable {}
extension NavigationChange: Hashable where Scene: Hashable {}
extension NavigationChange: Sendable where Scene: Sendable {}
