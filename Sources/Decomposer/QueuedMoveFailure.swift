/// A queued move that failed when its turn came, with every move queued after it, all dropped.
///
/// A ``SceneCoordinator`` queues moves requested while its host is animating. Each was checked
/// against the model as it would be after the moves before it, so it can only fail later if the
/// host refuses it, or if the user changed the screen meanwhile (a swipe back, a sheet swiped
/// down) and the move no longer makes sense. The moves after it were planned on top of it, so
/// they are dropped too; none of them reached the host or the model.
///
/// ```swift
/// for await failure in coordinator.queuedMoveFailures() {
///   log("dropped \(failure.dropped): \(failure.error)")
/// }
/// ```
public struct QueuedMoveFailure: Error, Hashable, Sendable {
  /// Why the first dropped move failed.
  public var error: NavigationError
  /// The dropped moves in the order they were requested; the first is the one that failed.
  public var dropped: [NavigationMove]

  /// Creates a failure.
  public init(error: NavigationError, dropped: [NavigationMove]) {
    self.error = error
    self.dropped = dropped
  }
}
