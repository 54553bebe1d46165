/// What a host tells its coordinator: that an animation ended, or that the user moved
/// without the coordinator (a swipe back, a sheet swiped down).
///
/// Prefer the reports of what the host shows, ``SceneCoordinator/hostDidShow(depth:inContext:)``
/// and ``SceneCoordinator/hostDidShow(modalCount:)``: one that matches the model changes
/// nothing, so the host can send them after every transition, its own included. Reports sent
/// while the host performs a move for the coordinator are applied once that move is recorded.
///
/// ```swift
/// // UINavigationControllerDelegate
/// func navigationController(
///   _ navigationController: UINavigationController, didShow viewController: UIViewController,
///   animated: Bool
/// ) {
///   coordinator?.hostDidShow(depth: navigationController.viewControllers.count, inContext: 0)
/// }
/// ```
extension SceneCoordinator {
  /// The host finished animating: performs the queued moves in order, until the host is busy
  /// again (then it calls this again when that animation ends) or the queue is empty.
  ///
  /// A queued move that fails is dropped with every move after it, and reported by
  /// ``queuedMoveFailures()``. Called while the host performs a move, it does nothing.
  ///
  /// ```swift
  /// transitionCoordinator.animate(alongsideTransition: nil) { _ in
  ///   coordinator.hostDidFinishTransition()
  /// }
  /// ```
  public func hostDidFinishTransition() {
    guard activeMove == nil else { return }
    while let request = queue.first, !host.isTransitioning {
      queue.removeFirst()
      do {
        try perform(request)
      } catch {
        dropQueue(from: request, because: error)
        return
      }
    }
  }

  /// The host shows `depth` scenes (base included) in the context at `context` (0 for the
  /// root, then each modal): records the pops that implies (see
  /// ``NavigationModel/pops(forShownDepth:inContext:)``). A report that matches the model, or
  /// that is about a context under a modal, changes nothing.
  ///
  /// ```swift
  /// coordinator.hostDidShow(depth: navigationController.viewControllers.count, inContext: 0)
  /// ```
  public func hostDidShow(depth: Int, inContext context: Int) {
    report(.depth(depth, context: context))
  }

  /// The host shows `modalCount` modals: records a dismissal for each modal above that
  /// count, topmost first. A count at or above the model's changes nothing.
  ///
  /// ```swift
  /// // UIAdaptivePresentationControllerDelegate.presentationControllerDidDismiss(_:)
  /// coordinator.hostDidShow(modalCount: 0)
  /// ```
  public func hostDidShow(modalCount: Int) {
    report(.modalCount(modalCount))
  }

  /// Records a pop the host already performed by itself (a swipe back, a back button it
  /// owns), without asking the host to pop again.
  ///
  /// Unlike ``hostDidShow(depth:inContext:)`` it always pops, so report each pop once.
  ///
  /// ```swift
  /// try coordinator.hostDidPop()
  /// ```
  public func hostDidPop() throws(NavigationError) {
    try recordHostMove(NavigationRequest(kind: .pop, animated: false))
  }

  /// Records a dismissal the host already performed by itself (a sheet swiped down), without
  /// asking the host to dismiss again: the topmost modal goes, with its pushed scenes.
  ///
  /// Unlike ``hostDidShow(modalCount:)`` it always dismisses, so report each dismissal once.
  ///
  /// ```swift
  /// try coordinator.hostDidDismiss()
  /// ```
  public func hostDidDismiss() throws(NavigationError) {
    try recordHostMove(NavigationRequest(kind: .dismiss, animated: false))
  }

  private func recordHostMove(_ request: NavigationRequest) throws(NavigationError) {
    guard activeMove == nil else { throw .reentrantTransition(attempted: request.move) }
    var next = navigation
    let change = try request.apply(to: &next)
    commit(next, [change])
    replanQueue()
  }

  private func report(_ report: HostReport) {
    guard activeMove == nil else {
      deferredReports.append(report)
      return
    }
    apply(report)
  }

  private func apply(_ report: HostReport) {
    var next = navigation
    let changes = report.reconcile(&next)
    guard !changes.isEmpty else { return }
    commit(next, changes)
    replanQueue()
  }

  /// Applies the reports a host sent while performing a move, now that it is recorded.
  func applyDeferredReports() {
    let reports = deferredReports
    deferredReports = []
    for report in reports { apply(report) }
  }

  /// After the user changed the model, drops the first queued move it no longer allows, and
  /// every move after it.
  private func replanQueue() {
    guard let refused = navigation.replaying(queue).refused else { return }
    let dropped = queue[refused.index...].map(\.move)
    queue.removeSubrange(refused.index...)
    failureBroadcast.yield(QueuedMoveFailure(error: refused.error, dropped: dropped))
  }

  private func dropQueue(from request: NavigationRequest, because error: NavigationError) {
    let dropped = [request.move] + queue.map(\.move)
    queue = []
    failureBroadcast.yield(QueuedMoveFailure(error: error, dropped: dropped))
  }
}
