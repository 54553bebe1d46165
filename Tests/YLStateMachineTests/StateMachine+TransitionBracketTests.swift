import RefreshKitTesting
import Testing

@testable import YLStateMachine

/// Issue 9, defects b and e: replies of superseded callers, and start/end pairs.
@MainActor
@Suite("StateMachine: superseded callers and transition brackets", .timeLimit(.minutes(1)))
struct StateMachineTransitionBracketTests {
  @Test("b. a trigger fired from a superseded caller's completion keeps its reply")
  func triggerFromSupersededCompletionKeepsItsReply() async throws {
    let op = GateOperator()
    op.resolution = { incoming, running in
      incoming == running ? .join : (incoming == .close ? .preempt : .reject)
    }
    let machine = StateMachine(operator: op)
    var innerCompleted = false
    var innerState: DoorState?
    machine.trigger(.open) {
      // Superseded by .close: trigger .close again from inside the completion; it joins.
      machine.trigger(.close) {
        innerCompleted = true
        innerState = machine.currentState
      }
    }
    await op.waitForStarts(1)
    async let preempting = machine.trigger(.close)
    await op.waitForStarts(2)
    #expect(op.started == [.open, .close])
    op.finishNext(with: .open)  // the superseded .open's late result: discarded
    op.finishNext(with: .closed)
    #expect(try await preempting == .closed)
    #expect(innerCompleted)
    #expect(innerState == .closed)
    #expect(op.started == [.open, .close])
  }

  @Test("e. a completed transition: one start, then one end with the state reached")
  func completedTransitionIsBracketed() async throws {
    let op = GateOperator()
    let machine = StateMachine(operator: op)
    async let reached = machine.trigger(.open)
    await op.waitForStarts(1)
    op.finishNext(with: .open)
    _ = try await reached
    #expect(op.brackets == ["start(opening)", "end(open)"])
  }

  @Test("e. a cancelled transition ends with the state it started from, once")
  func cancelledTransitionIsBracketed() async {
    let op = GateOperator()
    let machine = StateMachine(operator: op)
    machine.trigger(.open, completion: nil)
    await op.waitForStarts(1)
    machine.cancelTransition()
    #expect(op.brackets == ["start(opening)", "end(closed)"])
    op.finishNext(with: .open)  // the late result changes nothing
    await Task.yield()
    #expect(op.brackets == ["start(opening)", "end(closed)"])
  }

  @Test("e. a preempted transition ends before the preempting one starts, each exactly once")
  func preemptedTransitionIsBracketed() async throws {
    let op = GateOperator()
    op.resolution = { incoming, running in incoming == running ? .join : .preempt }
    let machine = StateMachine(operator: op)
    machine.trigger(.open, completion: nil)
    await op.waitForStarts(1)
    async let preempting = machine.trigger(.close)
    await op.waitForStarts(2)
    op.finishNext(with: .open)
    op.finishNext(with: .closed)
    _ = try await preempting
    #expect(op.brackets == ["start(opening)", "end(closed)", "start(closing)", "end(closed)"])
  }

  @Test("e. a transition that outlives its released machine still ends, once")
  func releasedMachineTransitionIsBracketed() async {
    let op = GateOperator()
    var machine: StateMachine<GateOperator>? = StateMachine(operator: op)
    machine?.trigger(.open, completion: nil)
    await op.waitForStarts(1)
    machine = nil
    #expect(op.brackets == ["start(opening)"])
    await waitForCallback { ended in
      op.onEnd = { _ in ended() }
      op.finishNext(with: .closed)
    }
    #expect(op.brackets == ["start(opening)", "end(closed)"])
    #expect(op.cancelledCount == 1)
  }
}
