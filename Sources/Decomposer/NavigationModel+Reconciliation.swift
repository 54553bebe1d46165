/// Reconciling the model with what a host reports it shows, after the user moved without the
/// coordinator (a swipe back, a sheet swiped down).
///
/// Each report says what is on screen now, never what happened, so a report that matches the
/// model changes nothing: the coordinator's own moves are not counted twice.
///
/// ```swift
/// var navigation = NavigationModel<String>()
/// navigation.setRoot("list")
/// try navigation.push("detail")
/// navigation.pops(forShownDepth: 1, inContext: 0)   // [.pop("detail")]
/// navigation.pops(forShownDepth: 2, inContext: 0)   // []: the model already says so
/// ```
extension NavigationModel {
  /// The index of ``currentContext`` in ``contexts`` (0 for the root), `nil` before a root.
  public var currentContextIndex: Int? { root == nil ? nil : modals.count }

  /// The pops implied by a host showing `depth` scenes (base included; in UIKit, a navigation
  /// controller's `viewControllers.count`) in the context at `context` (0 for the root, then
  /// each modal), topmost first.
  ///
  /// Only the current context can be moved by the user, so a report about a context under a
  /// modal is ignored, as is a depth of 0 or one above the model's (the model cannot name scenes
  /// it did not push).
  ///
  /// ```swift
  /// navigation.pops(forShownDepth: 1, inContext: 0)   // [.pop("detail")]
  /// ```
  public func pops(forShownDepth depth: Int, inContext context: Int) -> [NavigationChange<Scene>] {
    guard context == currentContextIndex, let current = currentContext, depth >= 1,
      depth < current.scenes.count
    else { return [] }
    return current.pushed[(depth - 1)...].reversed().map { .pop($0) }
  }

  /// The dismissals implied by a host showing `count` modals, topmost first.
  ///
  /// A count at or above the model's is ignored.
  ///
  /// ```swift
  /// navigation.dismissals(forShownModalCount: 0)   // a .dismiss for every modal
  /// ```
  public func dismissals(forShownModalCount count: Int) -> [NavigationChange<Scene>] {
    guard count >= 0, count < modals.count else { return [] }
    return modals[count...].reversed().map { .dismiss($0) }
  }

  /// Applies ``pops(forShownDepth:inContext:)`` and returns the pops, topmost first.
  ///
  /// ```swift
  /// let pops = navigation.reconcile(shownDepth: 1, inContext: 0)
  /// ```
  @discardableResult
  public mutating func reconcile(shownDepth depth: Int, inContext context: Int)
    -> [NavigationChange<Scene>]
  {
    let changes = pops(forShownDepth: depth, inContext: context)
    if !changes.isEmpty { truncateCurrentContext(toDepth: depth) }
    return changes
  }

  /// Applies ``dismissals(forShownModalCount:)`` and returns the dismissals, topmost first.
  ///
  /// ```swift
  /// let dismissals = navigation.reconcile(shownModalCount: 0)
  /// ```
  @discardableResult
  public mutating func reconcile(shownModalCount count: Int) -> [NavigationChange<Scene>] {
    let changes = dismissals(forShownModalCount: count)
    if !changes.isEmpty { truncateModals(toCount: count) }
    return changes
  }
}
