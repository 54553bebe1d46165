import Decomposer
import Testing

@MainActor
@Suite(
  "SceneCoordinator queue: moves requested while the host animates wait, in order",
  .timeLimit(.minutes(3)))
struct SceneCoordinatorQueueTests {
  let host = RecordingHost()
  let coordinator: SceneCoordinator

  init() {
    coordinator = SceneCoordinator(host: host)
  }

  private var top: TestScene? { coordinator.topScene as? TestScene }

  /// A root of `list`, then the host starts animating.
  private func busyOverList() throws {
    try coordinator.transition(to: TestScene.list, type: .root)
    host.isTransitioning = true
  }

  @Test("three moves requested during an animation are performed in order after it ends")
  func movesWaitForTheAnimation() async throws {
    try busyOverList()
    let changes = coordinator.changes()
    try coordinator.transition(to: TestScene.detail(1), type: .push)
    try coordinator.transition(to: TestScene.compose, type: .modal, animated: false)
    try coordinator.transition(to: TestScene.detail(2), type: .push)
    #expect(host.calls == [.setRoot("list", animated: true)])
    #expect(coordinator.queuedMoves == [.push, .present, .push])
    host.finishTransition()
    #expect(
      host.calls == [
        .setRoot("list", animated: true), .push("detail(1)", animated: true),
        .present("compose", animated: false), .push("detail(2)", animated: true),
      ])
    #expect(coordinator.queuedMoves.isEmpty)
    #expect(top == .detail(2))
    #expect(await changes.first(3) == ["push detail(1)", "present compose", "push detail(2)"])
  }

  @Test("the model records nothing until a queued move is performed")
  func modelWaitsForPerformance() throws {
    try busyOverList()
    let before = coordinator.navigation.contexts.map { $0.scenes.map(\.sceneName) }
    try coordinator.transition(to: TestScene.detail(1), type: .push)
    try coordinator.transition(to: TestScene.compose, type: .modal)
    #expect(coordinator.navigation.contexts.map { $0.scenes.map(\.sceneName) } == before)
    #expect(top == .list)
  }

  @Test("an impossible move is refused at once, checked against the model after the queue")
  func invalidMovesThrowSynchronously() throws {
    try busyOverList()
    #expect(throws: NavigationError.nothingToPop) { try coordinator.pop() }
    try coordinator.transition(to: TestScene.alert, type: .modal)
    #expect(throws: NavigationError.noNavigationContext(sceneName: "alert")) {
      try coordinator.transition(to: TestScene.detail(1), type: .push)
    }
    try coordinator.dismiss()
    #expect(throws: NavigationError.nothingToDismiss) { try coordinator.dismiss() }
    #expect(coordinator.queuedMoves == [.present, .dismiss])
    #expect(host.calls.count == 1)
  }

  @Test("a host that animates every move gets the queued moves one animation at a time")
  func oneMovePerAnimation() throws {
    try busyOverList()
    host.animatesEachMove = true
    try coordinator.transition(to: TestScene.detail(1), type: .push)
    try coordinator.transition(to: TestScene.detail(2), type: .push)
    coordinator.hostDidFinishTransition()
    #expect(host.calls.count == 1)
    host.finishTransition()
    #expect(host.calls.last == .push("detail(1)", animated: true))
    #expect(coordinator.queuedMoves == [.push])
    host.finishTransition()
    #expect(host.calls.last == .push("detail(2)", animated: true))
    #expect(top == .detail(2))
  }

  @Test("a queued move the host refuses is dropped with the moves after it, and reported")
  func refusedQueuedMoveDropsTheRest() async throws {
    try busyOverList()
    let failures = coordinator.queuedMoveFailures()
    try coordinator.transition(to: TestScene.detail(1), type: .push)
    try coordinator.transition(to: TestScene.compose, type: .modal)
    try coordinator.transition(to: TestScene.detail(2), type: .push)
    host.refuseNext = .noNavigationContext(sceneName: "list")
    host.finishTransition()
    #expect(coordinator.queuedMoves.isEmpty)
    #expect(top == .list)
    #expect(host.calls.count == 1)
    #expect(
      await failures.firstFailure()
        == QueuedMoveFailure(
          error: .noNavigationContext(sceneName: "list"), dropped: [.push, .present, .push]))
  }

  @Test("after a swipe back, a queued move the new model refuses is dropped with the rest")
  func userMoveReplansTheQueue() async throws {
    try coordinator.transition(to: TestScene.list, type: .root)
    try coordinator.transition(to: TestScene.detail(1), type: .push)
    host.isTransitioning = true
    let failures = coordinator.queuedMoveFailures()
    try coordinator.pop()
    try coordinator.transition(to: TestScene.compose, type: .modal)
    coordinator.hostDidShow(depth: 1, inContext: 0)
    #expect(coordinator.queuedMoves.isEmpty)
    #expect(
      await failures.firstFailure()
        == QueuedMoveFailure(error: .nothingToPop, dropped: [.pop, .present]))
    host.finishTransition()
    #expect(host.calls.count == 2)
    #expect(top == .list)
  }

  @Test("a queued move that still makes sense after a swipe back is performed")
  func queueSurvivesCompatibleUserMove() throws {
    try coordinator.transition(to: TestScene.list, type: .root)
    try coordinator.transition(to: TestScene.detail(1), type: .push)
    host.isTransitioning = true
    try coordinator.transition(to: TestScene.compose, type: .modal)
    coordinator.hostDidShow(depth: 1, inContext: 0)
    host.finishTransition()
    #expect(host.calls.last == .present("compose", animated: true))
    #expect(coordinator.navigation.root?.scenes.map(\.sceneName) == ["list"])
    #expect(top == .compose)
  }

  @Test("a move requested after the queue emptied, with the host free, is performed at once")
  func freeHostPerformsAtOnce() throws {
    try busyOverList()
    try coordinator.transition(to: TestScene.detail(1), type: .push)
    host.finishTransition()
    try coordinator.transition(to: TestScene.detail(2), type: .push)
    #expect(host.calls.last == .push("detail(2)", animated: true))
    #expect(coordinator.queuedMoves.isEmpty)
  }
}
