import Testing

@testable import Feedback

@Suite("ReactSetStateMachine: one effect per query in the set")
struct ReactSetStateMachineTests {
  typealias Machine = ReactSetStateMachine<String>

  /// One row of a table: the queries of each successive state, the queries whose effects
  /// must start, and the queries whose effects must be cancelled.
  struct Scenario: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let steps: [(queries: Set<String>, started: Set<String>, cancelled: Set<String>)]
  }

  static let scenarios: [Scenario] = [
    Scenario(testDescription: "empty sets start nothing", steps: [([], [], []), ([], [], [])]),
    Scenario(
      testDescription: "each newly appearing query starts its own effect",
      steps: [(["a"], ["a"], []), (["a", "b", "c"], ["b", "c"], [])]
    ),
    Scenario(
      testDescription: "queries that stay are left untouched",
      steps: [(["a", "b"], ["a", "b"], []), (["a", "b"], [], []), (["b", "a"], [], [])]
    ),
    Scenario(
      testDescription: "disappearing queries are cancelled, others kept",
      steps: [(["a", "b", "c"], ["a", "b", "c"], []), (["b", "d"], ["d"], ["a", "c"])]
    ),
    Scenario(
      testDescription: "a query that comes back starts a new effect",
      steps: [(["a"], ["a"], []), ([], [], ["a"]), (["a"], ["a"], [])]
    ),
  ]

  @Test(arguments: scenarios)
  func queryChanges(_ scenario: Scenario) {
    var machine = Machine()
    var ids: [String: EffectID] = [:]
    var used: Set<EffectID> = []
    for (index, step) in scenario.steps.enumerated() {
      let action = machine.queriesChanged(to: step.queries)
      #expect(Set(action.start.keys) == step.started, "step \(index)")
      #expect(action.cancel == Set(step.cancelled.compactMap { ids[$0] }), "step \(index)")
      for (query, id) in action.start {
        #expect(used.insert(id).inserted, "step \(index): identifiers are never reused")
        ids[query] = id
      }
    }
  }

  @Test("an effect's events are delivered only while its query is in the set")
  func emissions() {
    var machine = Machine()
    let first = machine.queriesChanged(to: ["a", "b"])
    let a1 = first.start["a"] ?? 0
    let b1 = first.start["b"] ?? 0
    #expect(machine.effectEmitted(a1) == .deliver)
    _ = machine.queriesChanged(to: ["b"])
    #expect(machine.effectEmitted(a1) == .drop)
    #expect(machine.effectEmitted(b1) == .deliver)
    let again = machine.queriesChanged(to: ["a", "b"])
    #expect(machine.effectEmitted(a1) == .drop)
    #expect(machine.effectEmitted(again.start["a"] ?? 0) == .deliver)
  }

  @Test("cancelAll hands back every running effect")
  func cancelAll() {
    var machine = Machine()
    let action = machine.queriesChanged(to: ["a", "b"])
    #expect(machine.cancelAll() == Set(action.start.values))
    #expect(machine.effectEmitted(action.start["a"] ?? 0) == .drop)
    #expect(machine.cancelAll().isEmpty)
  }
}
