import Decomposer
import Testing

@MainActor
@Suite(
  "SceneCoordinator host reports: swipes back and sheets swiped down keep the model in step",
  .timeLimit(.minutes(3)))
struct SceneCoordinatorHostReportsTests {
  let host = RecordingHost()
  let coordinator: SceneCoordinator

  init() {
    coordinator = SceneCoordinator(host: host)
  }

  private var top: TestScene? { coordinator.topScene as? TestScene }
  private var rootScenes: [String] {
    coordinator.navigation.root?.scenes.map(\.sceneName) ?? []
  }

  private func listWithDetails(_ ids: Int...) throws {
    try coordinator.transition(to: TestScene.list, type: .root)
    for id in ids { try coordinator.transition(to: TestScene.detail(id), type: .push) }
  }

  @Test("the coordinator's own push and pop, then the host's didShow report, change nothing extra")
  func ownMovesAreNotCountedTwice() async throws {
    let changes = coordinator.changes()
    try listWithDetails(1)
    coordinator.hostDidShow(depth: 2, inContext: 0)
    try coordinator.pop()
    coordinator.hostDidShow(depth: 1, inContext: 0)
    try coordinator.transition(to: TestScene.compose, type: .modal)
    #expect(
      await changes.first(4) == ["root list", "push detail(1)", "pop detail(1)", "present compose"])
    #expect(host.calls.count == 4)
  }

  @Test("an interactive pop report pops exactly one scene, without asking the host to pop")
  func interactivePop() async throws {
    try listWithDetails(1, 2)
    let changes = coordinator.changes()
    coordinator.hostDidShow(depth: 2, inContext: 0)
    #expect(top == .detail(1))
    #expect(rootScenes == ["list", "detail(1)"])
    #expect(host.calls.count == 3)
    #expect(await changes.first(1) == ["pop detail(2)"])
  }

  @Test("a cancelled interactive pop, reported with the same depth, changes nothing")
  func cancelledInteractivePop() async throws {
    try listWithDetails(1, 2)
    let changes = coordinator.changes()
    coordinator.hostDidShow(depth: 3, inContext: 0)
    #expect(rootScenes == ["list", "detail(1)", "detail(2)"])
    try coordinator.pop()
    #expect(await changes.first(1) == ["pop detail(2)"])
  }

  @Test("an interactive dismissal of a modal with pushed scenes removes the whole modal context")
  func interactiveDismissal() async throws {
    try listWithDetails(1)
    try coordinator.transition(to: TestScene.compose, type: .modal)
    try coordinator.transition(to: TestScene.detail(9), type: .push)
    let changes = coordinator.changes()
    coordinator.hostDidShow(modalCount: 0)
    #expect(coordinator.navigation.modals.isEmpty)
    #expect(top == .detail(1))
    #expect(host.calls.count == 4)
    coordinator.hostDidShow(modalCount: 0)
    try coordinator.pop()
    #expect(await changes.first(2) == ["dismiss compose", "pop detail(1)"])
  }

  @Test("hostDidDismiss records one dismissal the host made, and throws without a modal")
  func hostDidDismiss() async throws {
    try listWithDetails()
    try coordinator.transition(to: TestScene.compose, type: .modal)
    try coordinator.transition(to: TestScene.detail(9), type: .push)
    let changes = coordinator.changes()
    try coordinator.hostDidDismiss()
    #expect(top == .list)
    #expect(host.calls.count == 3)
    #expect(throws: NavigationError.nothingToDismiss) { try coordinator.hostDidDismiss() }
    #expect(await changes.first(1) == ["dismiss compose"])
  }

  @Test("a report about a context under a modal changes nothing")
  func reportUnderModal() throws {
    try listWithDetails(1)
    try coordinator.transition(to: TestScene.compose, type: .modal)
    coordinator.hostDidShow(depth: 1, inContext: 0)
    #expect(rootScenes == ["list", "detail(1)"])
    #expect(top == .compose)
  }

  @Test("a report sent while the host pops is applied after the pop: one pop, not two")
  func reportDuringOwnPop() async throws {
    try listWithDetails(1, 2)
    let changes = coordinator.changes()
    host.duringNextCall = { [coordinator] in
      // UIKit may call didShow inside a non-animated popViewController(animated:).
      coordinator.hostDidShow(depth: 2, inContext: 0)
    }
    try coordinator.pop(animated: false)
    #expect(rootScenes == ["list", "detail(1)"])
    try coordinator.transition(to: TestScene.compose, type: .modal)
    #expect(await changes.first(2) == ["pop detail(2)", "present compose"])
  }

  @Test("hostDidPop and hostDidDismiss from inside a host call throw .reentrantTransition")
  func oneStepReportsDuringHostCall() throws {
    try listWithDetails(1)
    var inner: [Result<Void, NavigationError>] = []
    host.duringNextCall = { [coordinator] in
      inner.append(Result { () throws(NavigationError) in try coordinator.hostDidPop() })
      inner.append(Result { () throws(NavigationError) in try coordinator.hostDidDismiss() })
    }
    try coordinator.transition(to: TestScene.detail(2), type: .push)
    #expect(throws: NavigationError.reentrantTransition(attempted: .pop)) { try inner[0].get() }
    #expect(throws: NavigationError.reentrantTransition(attempted: .dismiss)) {
      try inner[1].get()
    }
    #expect(rootScenes == ["list", "detail(1)", "detail(2)"])
  }

  @Test("the host keeps its coordinator weakly: the coordinator goes when its owner lets go")
  func hostDoesNotRetainCoordinator() {
    let host = RecordingHost()
    weak var released: SceneCoordinator?
    do {
      let coordinator = SceneCoordinator(host: host)
      released = coordinator
      #expect(host.coordinator === coordinator)
    }
    #expect(released == nil)
    #expect(host.coordinator == nil)
  }
}
