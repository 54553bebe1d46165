/// The kinds of move a navigation model accepts, as named in ``NavigationError``.
///
/// ```swift
/// #expect(throws: NavigationError.noRoot(attempted: .push)) {
///   try NavigationModel<String>().push("detail")
/// }
/// ```
public enum NavigationMove: Hashable, Sendable, CaseIterable {
  /// Setting the root scene.
  case setRoot
  /// Pushing a scene.
  case push
  /// Presenting a modal scene.
  case present
  /// Going back one step.
  case pop
  /// Dismissing the topmost modal.
  case dismiss
}
