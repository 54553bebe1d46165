import Foundation
import RefreshKit
import Testing

@Suite("WindowMachine reports what a step trimmed and released as actions, nothing kept aside")
struct WindowMachineReportsTests {
  let server = WindowServer(count: 1_000, pageSize: 10)

  /// A machine of pages of 10 that holds 40 rows at most, after its first page.
  func loadedMachine(reportsReleasedItems: Bool) throws -> MessageMachine {
    var machine = MessageMachine(
      query: "room",
      configuration: try PagerConfiguration(pageSize: 10, prefetchDistance: 3, maxItems: 40))
    machine.reportsReleasedItems = reportsReleasedItems
    _ = machine.at(.zero) { $0.refresh() }
    let first = try #require(machine.load(in: .refresh))
    _ = machine.loaded(first, page: server.answer(first), at: .zero)
    return machine
  }

  /// Scrolls to `position` and answers every append it starts, one timed step each; returns
  /// every action of those steps.
  mutating func scroll(_ machine: inout MessageMachine, to position: Int) -> [MessageMachine.Action]
  {
    var actions = machine.positionDidAppear(position, at: .seconds(1))
    while let load = machine.load(in: .append) {
      actions += machine.loaded(load, page: server.answer(load), at: .seconds(1))
    }
    return actions
  }

  @Test("a trim is one .trimmed action per page dropped, and its rows come back as released ids")
  mutating func trimsAreActions() throws {
    var machine = try loadedMachine(reportsReleasedItems: true)
    var actions: [MessageMachine.Action] = []
    for position in stride(from: 5, through: 95, by: 5) {
      actions += scroll(&machine, to: position)
    }
    let trimmed = actions.compactMap { action -> (Int?, Int, Bool)? in
      if case .trimmed(let key, let rows, let atStart) = action {
        (key, rows, atStart)
      } else {
        nil
      }
    }
    let released = actions.flatMap { action -> [Int] in
      if case .released(let ids) = action { ids } else { [] }
    }
    #expect(!trimmed.isEmpty)
    #expect(trimmed.allSatisfy { $0.2 && $0.1 == 10 }, "pages of 10 dropped at the start")
    let keys: [Int?] = [nil] + (2..<(trimmed.count + 1)).map { $0 }
    #expect(trimmed.map(\.0) == keys, "the first page (no initial key), then cursors 2, 3, …")
    #expect(released.sorted() == Array(0..<(trimmed.count * 10)), "the rows of the pages dropped")
    #expect(machine.window.placeholdersBefore == trimmed.count * 10)
    #expect(machine.window.trimmed.isEmpty && machine.window.dropped.isEmpty, "nothing kept aside")
  }

  @Test("without an entity store no ids are released, and trims are still reported")
  mutating func noReleasesUnlessAsked() throws {
    var machine = try loadedMachine(reportsReleasedItems: false)
    var actions: [MessageMachine.Action] = []
    for position in stride(from: 5, through: 95, by: 5) {
      actions += scroll(&machine, to: position)
    }
    #expect(actions.contains { if case .trimmed = $0 { true } else { false } })
    #expect(!actions.contains { if case .released = $0 { true } else { false } })
  }
}
