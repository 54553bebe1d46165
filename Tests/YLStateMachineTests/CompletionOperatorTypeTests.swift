import RefreshKitTesting
import Testing
import YLStateMachine

/// The seed's operator style: the work calls back when it is done.
@MainActor
final class CallbackDoorOperator: CompletionOperatorType {
  typealias Action = DoorAction

  private(set) var pending: [@MainActor (DoorState) -> Void] = []
  private(set) var startedStates: [DoorState] = []
  private var arrivals: [@Sendable () -> Void] = []

  func startTransition(_ state: DoorState) { startedStates.append(state) }

  func transition(with action: DoorAction, completion: @escaping @MainActor (DoorState) -> Void) {
    pending.append(completion)
    for arrival in arrivals { arrival() }
    arrivals.removeAll()
  }

  /// Waits until a transition is waiting for its callback.
  func waitForPending() async {
    guard pending.isEmpty else { return }
    await waitForCallback { resume in arrivals.append(resume) }
  }

  /// Calls the oldest waiting completion with `state`.
  func complete(with state: DoorState) {
    guard !pending.isEmpty else { return }
    pending.removeFirst()(state)
  }
}

@MainActor
@Suite("CompletionOperatorType: the seed's completion-handler operator", .timeLimit(.minutes(3)))
struct CompletionOperatorTypeTests {
  @Test("the machine awaits the completion and enters the state it reports")
  func completionDrivesTheMachine() async throws {
    let door = CallbackDoorOperator()
    let machine = StateMachine(operator: door)
    async let reached = machine.trigger(.open)
    await door.waitForPending()
    #expect(machine.currentState == .opening)
    #expect(door.startedStates == [.opening])
    door.complete(with: .open)
    #expect(try await reached == .open)
    #expect(machine.currentState == .open)
  }

  @Test("the seed's trigger(_:completion:) works with a completion-style operator")
  func seedTriggerForm() async throws {
    let door = CallbackDoorOperator()
    let machine = StateMachine(operator: door)
    let done = AsyncStream.makeStream(of: DoorState.self)
    machine.trigger(.open) { done.continuation.yield(machine.currentState) }
    await door.waitForPending()
    door.complete(with: .jammed)
    var states = done.stream.makeAsyncIterator()
    #expect(await states.next() == .jammed)
  }
}
