import RefreshKitTesting
import Testing

@testable import YLStateMachine

@MainActor
@Suite("StateMachine: one transition at a time, nothing dropped silently", .timeLimit(.minutes(3)))
struct StateMachineTests {
  @Test("a trigger enters the transitional state, then the state the operator returns")
  func triggerReachesOperatorState() async throws {
    let op = GateOperator()
    let machine = StateMachine(operator: op)
    var handled = 0
    machine.completionHandler = { handled += 1 }
    async let reached = machine.trigger(.open)
    await op.waitForStarts(1)
    #expect(machine.currentState == .opening)
    #expect(machine.runningAction == .open)
    op.finishNext(with: .open)
    #expect(try await reached == .open)
    #expect(machine.currentState == .open)
    #expect(machine.runningAction == nil)
    #expect(op.ended == [.open])
    #expect(handled == 1)
  }

  @Test("the same action during a transition joins it: one transition, both callers get its state")
  func sameActionJoins() async throws {
    let op = GateOperator()
    let machine = StateMachine(operator: op)
    async let first = machine.trigger(.open)
    await op.waitForStarts(1)
    async let second = machine.trigger(.open)
    var completions = 0
    machine.trigger(.open) { completions += 1 }
    op.finishNext(with: .open)
    #expect(try await first == .open)
    #expect(try await second == .open)
    #expect(completions == 1)
    #expect(op.started == [.open])
  }

  @Test("another action is rejected as busy, with the running action named")
  func otherActionRejected() async throws {
    let op = GateOperator()
    let machine = StateMachine(operator: op)
    async let first = machine.trigger(.open)
    await op.waitForStarts(1)
    await #expect(throws: TriggerError<DoorAction>.rejected(.busy, running: .open)) {
      try await machine.trigger(.close)
    }
    op.finishNext(with: .open)
    _ = try await first
    #expect(op.started == [.open])
  }

  @Test(
    "an action the operator forbids is rejected without any transition, and the completion still runs"
  )
  func forbiddenActionRejected() async {
    let op = GateOperator()
    op.allowed = { action, _ in action == .open }
    let machine = StateMachine(operator: op)
    await #expect(throws: TriggerError<DoorAction>.rejected(.notAllowed, running: nil)) {
      try await machine.trigger(.close)
    }
    var completed = false
    machine.trigger(.close) { completed = true }
    #expect(completed)
    #expect(op.started.isEmpty)
    #expect(machine.currentState == .closed)
  }

  @Test("a preempting action cancels the running transition and its late result is discarded")
  func preemptCancelsRunning() async throws {
    let op = GateOperator()
    op.resolution = { incoming, running in incoming == running ? .join : .preempt }
    let machine = StateMachine(operator: op)
    let opening = Task { try await machine.trigger(.open) }
    await op.waitForStarts(1)
    async let closing = machine.trigger(.close)
    await #expect(throws: TriggerError<DoorAction>.superseded(by: .close)) {
      try await opening.boundedValue("task opening")
    }
    #expect(machine.currentState == .closing)
    await op.waitForStarts(2)
    op.finishNext(with: .jammed)  // the cancelled opening returns late
    #expect(machine.currentState == .closing)
    op.finishNext(with: .closed)
    #expect(try await closing == .closed)
    #expect(op.cancelledCount == 1)
    // The preempted opening ends where it started; the closing ends closed.
    #expect(op.ended == [.closed, .closed])
  }

  @Test("cancelTransition returns to the state before the transition and fails its triggers")
  func cancelRestoresPreviousState() async {
    let op = GateOperator()
    let machine = StateMachine(operator: op)
    let opening = Task { try await machine.trigger(.open) }
    await op.waitForStarts(1)
    machine.cancelTransition()
    await #expect(throws: TriggerError<DoorAction>.cancelled) {
      try await opening.boundedValue("task opening")
    }
    #expect(machine.currentState == .closed)
    op.finishNext(with: .open)
    #expect(machine.currentState == .closed)
    #expect(op.ended == [.closed], "ended once, where it started; the late result adds nothing")
  }

  @Test("states() yields the current state, then every state entered, in order")
  func statesStream() async throws {
    let op = GateOperator()
    let machine = StateMachine(operator: op)
    let recorder = StateRecorder(machine)
    async let opened = machine.trigger(.open)
    await op.waitForStarts(1)
    op.finishNext(with: .open)
    _ = try await opened
    await recorder.waitForCount(3)
    #expect(recorder.states == [.closed, .opening, .open])
  }

  @Test("releasing the machine cancels its running transition and ends its streams")
  func releaseCancels() async {
    let op = GateOperator()
    var machine: StateMachine<GateOperator>? = StateMachine(operator: op)
    let stream = machine?.states()
    machine?.trigger(.open, completion: nil)
    await op.waitForStarts(1)
    machine = nil
    var seen: [DoorState] = []
    if let stream { for await state in stream { seen.append(state) } }
    #expect(seen == [.closed, .opening])
    op.finishNext(with: .open)
    #expect(op.ended.isEmpty)
  }

  @Test("a caller that stops waiting gets .cancelled while the shared transition goes on")
  func callerCancellationOnlyStopsWaiting() async throws {
    let op = GateOperator()
    let machine = StateMachine(operator: op)
    let waiting = Task { try await machine.trigger(.open) }
    await op.waitForStarts(1)
    waiting.cancel()
    await #expect(throws: TriggerError<DoorAction>.cancelled) {
      try await waiting.boundedValue("task waiting")
    }
    #expect(machine.currentState == .opening)
    // The second caller must have joined before the transition ends; otherwise it would start one
    // of its own on a gate nobody opens.
    let (joins, joined) = AsyncStream<Void>.makeStream()
    op.resolution = { incoming, running in
      joined.yield()
      return incoming == running ? .join : .reject
    }
    let joining = Task { try await machine.trigger(.open) }
    var joinsSeen = joins.makeAsyncIterator()
    _ = await joinsSeen.next()
    op.finishNext(with: .open)
    #expect(try await joining.boundedValue("task joining") == .open)
  }

  @Test("the Mermaid diagram lists the initial state and every transition")
  func mermaid() {
    let diagram = StateDiagram(
      initialState: "closed",
      transitions: [
        .init(from: "closed", to: "opening", label: "open"),
        .init(from: "opening", to: "open", label: "done"),
      ],
      transitionalStates: ["opening"])
    #expect(diagram.states == ["closed", "opening", "open"])
    #expect(
      diagram.mermaid == """
        stateDiagram-v2
            [*] --> closed
            closed --> opening: open
            opening --> open: done
            note right of opening: transitional
        """)
  }
}
