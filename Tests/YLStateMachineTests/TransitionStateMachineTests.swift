import Testing

@testable import YLStateMachine

@Suite("TransitionStateMachine: the pure trigger policy")
struct TransitionStateMachineTests {
  typealias Core = TransitionStateMachine<DoorAction>

  @Test("an idle machine starts an allowed action and refuses a forbidden one")
  func idleStartsOrRejects() {
    var core = Core()
    #expect(
      core.trigger(.open, allowed: false, previousState: .closed) { _ in .join }
        == .reject(.notAllowed, running: nil))
    #expect(core.running == nil)
    #expect(core.trigger(.open, allowed: true, previousState: .closed) { _ in .join } == .start(1))
    #expect(core.running?.action == .open)
  }

  @Test("while running: join returns the running id, reject reports busy, preempt starts a new id")
  func runningResolutions() {
    var core = Core()
    _ = core.trigger(.open, allowed: true, previousState: .closed) { _ in .join }
    #expect(core.trigger(.open, allowed: true, previousState: .opening) { _ in .join } == .join(1))
    #expect(
      core.trigger(.close, allowed: true, previousState: .opening) { _ in .reject }
        == .reject(.busy, running: .open))
    #expect(
      core.trigger(.close, allowed: false, previousState: .opening) { _ in .preempt }
        == .reject(.notAllowed, running: .open))
    #expect(
      core.trigger(.close, allowed: true, previousState: .opening) { _ in .preempt }
        == .preempt(cancel: 1, start: 2))
    #expect(core.running?.previousState == .closed)
  }

  @Test("only the running id's result applies; a preempted or cancelled one is discarded")
  func finishAppliesOnlyCurrent() {
    var core = Core()
    _ = core.trigger(.open, allowed: true, previousState: .closed) { _ in .join }
    _ = core.trigger(.close, allowed: true, previousState: .opening) { _ in .preempt }
    #expect(core.finish(1) == .discard)
    #expect(core.finish(2) == .apply)
    #expect(core.finish(2) == .discard)
    _ = core.trigger(.open, allowed: true, previousState: .closed) { _ in .join }
    #expect(core.cancel()?.id == 3)
    #expect(core.finish(3) == .discard)
    #expect(core.cancel()?.id == nil)
  }
}
