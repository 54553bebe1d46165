import Testing

@testable import Feedback

@Suite("ReactStateMachine: one effect per distinct query")
struct ReactStateMachineTests {
  typealias Machine = ReactStateMachine<String>

  /// One row of a table: the query of each successive state, and the action expected.
  struct Scenario: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let steps: [(query: String?, action: Machine.Action)]
  }

  static let scenarios: [Scenario] = [
    Scenario(testDescription: "no query, no effect", steps: [(nil, .none), (nil, .none)]),
    Scenario(
      testDescription: "a query appearing starts its effect",
      steps: [(nil, .none), ("a", .start("a", id: 1))]
    ),
    Scenario(
      testDescription: "repeated equal queries never start a second effect",
      steps: [("a", .start("a", id: 1)), ("a", .none), ("a", .none)]
    ),
    Scenario(
      testDescription: "a changed query cancels the running effect and starts a new one",
      steps: [("a", .start("a", id: 1)), ("b", .cancelAndStart(cancel: 1, start: "b", id: 2))]
    ),
    Scenario(
      testDescription: "a query becoming nil cancels its effect",
      steps: [("a", .start("a", id: 1)), (nil, .cancel(1)), (nil, .none)]
    ),
    Scenario(
      testDescription: "a query that comes back after nil is a new effect",
      steps: [("a", .start("a", id: 1)), (nil, .cancel(1)), ("a", .start("a", id: 2))]
    ),
  ]

  @Test(arguments: scenarios)
  func queryChanges(_ scenario: Scenario) {
    var machine = Machine()
    for (index, step) in scenario.steps.enumerated() {
      #expect(machine.queryChanged(to: step.query) == step.action, "step \(index)")
    }
  }

  @Test("only the running effect's events are delivered")
  func emissions() {
    var machine = Machine()
    #expect(machine.effectEmitted(1) == .drop)
    _ = machine.queryChanged(to: "a")
    #expect(machine.effectEmitted(1) == .deliver)
    _ = machine.queryChanged(to: "a")
    #expect(machine.effectEmitted(1) == .deliver)
    _ = machine.queryChanged(to: "b")
    #expect(machine.effectEmitted(1) == .drop)
    #expect(machine.effectEmitted(2) == .deliver)
    _ = machine.queryChanged(to: nil)
    #expect(machine.effectEmitted(2) == .drop)
  }

  @Test("cancelAll hands back the running effect and drops its later events")
  func cancelAll() {
    var machine = Machine()
    #expect(machine.cancelAll() == nil)
    _ = machine.queryChanged(to: "a")
    #expect(machine.cancelAll() == 1)
    #expect(machine.effectEmitted(1) == .drop)
    #expect(machine.cancelAll() == nil)
  }
}
