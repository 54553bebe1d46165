import Decomposer
import Observation
import RefreshKitLocking
import Testing

@MainActor
@Suite(
  "SceneCoordinator: checks each move, has the host perform it, then records it",
  .timeLimit(.minutes(3)))
struct SceneCoordinatorTests {
  let host = RecordingHost()
  let coordinator: SceneCoordinator

  init() {
    coordinator = SceneCoordinator(host: host)
  }

  private var top: TestScene? { coordinator.topScene as? TestScene }

  @Test("root, push and modal reach the host in order, animated by default")
  func transitionsReachHost() throws {
    try coordinator.transition(to: TestScene.list, type: .root)
    try coordinator.transition(to: TestScene.detail(1), type: .push)
    try coordinator.transition(to: TestScene.compose, type: .modal, animated: false)
    #expect(
      host.calls == [
        .setRoot("list", animated: true), .push("detail(1)", animated: true),
        .present("compose", animated: false),
      ])
    #expect(top == .compose)
    #expect(coordinator.navigation.contexts.count == 2)
  }

  @Test("pop asks the host to pop a pushed scene, and to dismiss a bare modal")
  func popPopsOrDismisses() throws {
    try coordinator.transition(to: TestScene.list, type: .root)
    try coordinator.transition(to: TestScene.detail(1), type: .push)
    try coordinator.transition(to: TestScene.alert, type: .modal)
    try coordinator.pop()
    #expect(host.calls.last == .dismiss(animated: true))
    #expect(top == .detail(1))
    try coordinator.pop(animated: false)
    #expect(host.calls.last == .pop(animated: false))
    #expect(top == .list)
  }

  @Test("dismiss removes the modal with its pushed scenes in one host call")
  func dismissModal() throws {
    try coordinator.transition(to: TestScene.list, type: .root)
    try coordinator.transition(to: TestScene.compose, type: .modal)
    try coordinator.transition(to: TestScene.detail(3), type: .push)
    try coordinator.dismiss()
    #expect(host.calls.last == .dismiss(animated: true))
    #expect(host.calls.count == 4)
    #expect(top == .list)
  }

  @Test("an impossible move throws and never reaches the host")
  func impossibleMovesDoNotReachHost() throws {
    #expect(throws: NavigationError.noRoot(attempted: .push)) {
      try coordinator.transition(to: TestScene.detail(1), type: .push)
    }
    #expect(throws: NavigationError.noRoot(attempted: .pop)) { try coordinator.pop() }
    try coordinator.transition(to: TestScene.list, type: .root)
    #expect(throws: NavigationError.nothingToPop) { try coordinator.pop() }
    #expect(throws: NavigationError.nothingToDismiss) { try coordinator.dismiss() }
    try coordinator.transition(to: TestScene.alert, type: .modal)
    #expect(throws: NavigationError.noNavigationContext(sceneName: "alert")) {
      try coordinator.transition(to: TestScene.detail(1), type: .push)
    }
    #expect(host.calls == [.setRoot("list", animated: true), .present("alert", animated: true)])
  }

  @Test("a move the host refuses leaves the navigation unchanged")
  func hostRefusalChangesNothing() throws {
    try coordinator.transition(to: TestScene.list, type: .root)
    let before = coordinator.navigation.contexts.map { $0.scenes.map(\.sceneName) }
    host.refuseNext = .sceneNotDisplayable(sceneName: "detail(1)")
    #expect(throws: NavigationError.sceneNotDisplayable(sceneName: "detail(1)")) {
      try coordinator.transition(to: TestScene.detail(1), type: .push)
    }
    #expect(coordinator.navigation.contexts.map { $0.scenes.map(\.sceneName) } == before)
    #expect(top == .list)
  }

  @Test("a move requested while the host performs another throws .reentrantTransition")
  func reentrantMoveIsRefused() throws {
    try coordinator.transition(to: TestScene.list, type: .root)
    var inner: Result<Void, NavigationError>?
    host.duringNextCall = { [coordinator] in
      inner = Result { () throws(NavigationError) in
        try coordinator.transition(to: TestScene.detail(2), type: .push)
      }
    }
    try coordinator.transition(to: TestScene.detail(1), type: .push)
    #expect(throws: NavigationError.reentrantTransition(attempted: .push)) { try inner?.get() }
    #expect(top == .detail(1))
    #expect(host.calls.count == 2)
  }

  @Test("the coordinator accepts moves again after a refused or reentrant one")
  func recoversAfterFailure() throws {
    try coordinator.transition(to: TestScene.list, type: .root)
    host.refuseNext = .sceneNotDisplayable(sceneName: "compose")
    #expect(throws: NavigationError.self) {
      try coordinator.transition(to: TestScene.compose, type: .modal)
    }
    try coordinator.transition(to: TestScene.compose, type: .modal)
    #expect(top == .compose)
  }

  @Test("a root set while modals are presented has the host dismiss them first")
  func rootDismissesModalsFirst() async throws {
    try coordinator.transition(to: TestScene.list, type: .root)
    try coordinator.transition(to: TestScene.compose, type: .modal)
    try coordinator.transition(to: TestScene.detail(9), type: .push)
    try coordinator.transition(to: TestScene.alert, type: .modal)
    let changes = coordinator.changes()
    try coordinator.transition(to: TestScene.detail(1), type: .root)
    #expect(
      host.calls.suffix(2) == [.dismissModals(count: 2), .setRoot("detail(1)", animated: true)])
    #expect(coordinator.navigation.modals.isEmpty)
    #expect(top == .detail(1))
    #expect(
      await changes.first(3) == ["dismiss alert", "dismiss compose", "root detail(1)"])
  }

  @Test("a root set with no modal presented asks for no dismissal")
  func rootWithoutModals() throws {
    try coordinator.transition(to: TestScene.list, type: .root)
    try coordinator.transition(to: TestScene.detail(1), type: .push)
    try coordinator.transition(to: TestScene.compose, type: .root)
    #expect(!host.calls.contains(.dismissModals(count: 0)))
    #expect(host.calls.last == .setRoot("compose", animated: true))
  }

  @Test("modals the host dismissed stay dismissed when it then refuses the root")
  func refusedRootAfterDismissal() throws {
    try coordinator.transition(to: TestScene.list, type: .root)
    try coordinator.transition(to: TestScene.compose, type: .modal)
    host.refuseNextRoot = .sceneNotDisplayable(sceneName: "detail(1)")
    #expect(throws: NavigationError.sceneNotDisplayable(sceneName: "detail(1)")) {
      try coordinator.transition(to: TestScene.detail(1), type: .root)
    }
    #expect(host.calls.last == .dismissModals(count: 1))
    #expect(coordinator.navigation.modals.isEmpty)
    #expect(top == .list)
  }

  @Test("a scene the host cannot show is refused at once, even while the host is busy")
  func undisplayableSceneRefusedAtOnce() throws {
    host.shows = { $0 is TestScene }
    try coordinator.transition(to: TestScene.list, type: .root)
    #expect(throws: NavigationError.sceneNotDisplayable(sceneName: "sheet")) {
      try coordinator.transition(to: ForumScene.sheet, type: .modal)
    }
    host.isTransitioning = true
    #expect(throws: NavigationError.sceneNotDisplayable(sceneName: "sheet")) {
      try coordinator.transition(to: ForumScene.sheet, type: .root)
    }
    #expect(coordinator.queuedMoves.isEmpty)
    #expect(host.calls == [.setRoot("list", animated: true)])
  }

  @Test("hostDidPop records a pop the host did itself, without asking it to pop")
  func hostDidPop() throws {
    try coordinator.transition(to: TestScene.list, type: .root)
    try coordinator.transition(to: TestScene.detail(1), type: .push)
    try coordinator.hostDidPop()
    #expect(top == .list)
    #expect(host.calls.count == 2)
    #expect(throws: NavigationError.nothingToPop) { try coordinator.hostDidPop() }
  }

  @Test("changes() streams every move in order")
  func changesStream() async throws {
    let changes = coordinator.changes()
    try coordinator.transition(to: TestScene.list, type: .root)
    try coordinator.transition(to: TestScene.detail(1), type: .push)
    #expect(throws: NavigationError.self) { try coordinator.dismiss() }
    try coordinator.pop()
    var seen: [String] = []
    for await change in changes {
      switch change {
      case .setRoot(let scene): seen.append("root \(scene.sceneName)")
      case .push(let scene): seen.append("push \(scene.sceneName)")
      case .pop(let scene): seen.append("pop \(scene.sceneName)")
      case .present(let scene): seen.append("present \(scene.sceneName)")
      case .dismiss(let stack): seen.append("dismiss \(stack.base.sceneName)")
      }
      if seen.count == 3 { break }
    }
    #expect(seen == ["root list", "push detail(1)", "pop detail(1)"])
  }

  @Test("navigation is observable: a move notifies observers")
  func navigationIsObservable() throws {
    let changed = Flag()
    withObservationTracking {
      _ = coordinator.navigation
    } onChange: {
      changed.raise()
    }
    try coordinator.transition(to: TestScene.list, type: .root)
    #expect(changed.isRaised)
  }
}

/// A flag an `onChange` closure can raise.
private final class Flag: Sendable {
  private let storage = Locked(false)
  func raise() { storage.withLock { $0 = true } }
  var isRaised: Bool { storage.withLock { $0 } }
}
