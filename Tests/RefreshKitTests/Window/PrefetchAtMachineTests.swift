import RefreshKit
import Testing

/// ``PagerMachine/positionDidAppear(_:prefetchAt:)``: under a local filter the row on screen
/// (which a trim keeps and a refresh keeps in place) and the row the prefetch measures from
/// differ.
@Suite("WindowMachine: the row on screen and the prefetch row")
struct PrefetchAtMachineTests {
  let server = WindowServer(count: 1_000, pageSize: 10)
  let configuration: PagerConfiguration

  init() throws {
    configuration = try PagerConfiguration(pageSize: 10, prefetchDistance: 3, maxItems: 40)
  }

  func machine(initialKey: Int? = nil) -> MessageMachine {
    MessageMachine(query: "room", configuration: configuration, initialKey: initialKey)
  }

  @Test("the prefetch measures from its own row, the row on screen stays the last position")
  func prefetchFromItsOwnRow() {
    var machine = machine()
    _ = machine.refresh()
    machine.settle(from: server)
    #expect(machine.positionDidAppear(2).loads.isEmpty, "row 2 is far from the end")
    let actions = machine.positionDidAppear(2, prefetchAt: 8)
    #expect(actions.loads.map(\.cursor) == [2], "as near the end as the shown row")
    #expect(machine.lastPosition == 2)
    #expect(machine.prefetchOffset == 6)
    machine.answer(.append, from: server)
    #expect(machine.lastPosition == 2 && machine.prefetchOffset == 6, "an append keeps both")
    #expect(machine.positionDidAppear(2).loads.isEmpty)
    #expect(machine.prefetchOffset == 0, "a plain report forgets the prefetch row")
  }

  @Test("a prepend shifts the prefetch row with the row on screen")
  func prependShiftsBoth() {
    var machine = machine(initialKey: 51)
    _ = machine.refresh()
    machine.answer(.refresh, from: server)
    _ = machine.positionDidAppear(505, prefetchAt: 501)
    #expect(machine.load(in: .prepend)?.cursor == 50)
    machine.answer(.prepend, from: server)
    #expect(machine.lastPosition == 505, "positions count the placeholders: nothing shifts")
    #expect(machine.prefetchOffset == -4)
  }

  @Test("no page loads that the trim would drop again to keep the row on screen")
  func noPageTheTrimDropsAgain() {
    var machine = machine()
    _ = machine.refresh()
    machine.settle(from: server)
    for page in 1...3 {
      _ = machine.positionDidAppear(2, prefetchAt: page * 10 - 1)
      machine.settle(from: server)
    }
    #expect(machine.ids.count == 40, "the window is full, row 2 in its first page")
    var plain = machine
    #expect(plain.positionDidAppear(39).loads.count == 1, "the row on screen at the end loads")
    #expect(machine.positionDidAppear(2, prefetchAt: 39).loads.isEmpty, "page 5 would go again")
    #expect(machine.ids.contains(2))
    _ = machine.positionDidAppear(25, prefetchAt: 39)
    #expect(machine.load(in: .append)?.cursor == 5, "with the row on screen further, it loads")
    machine.settle(from: server)
    #expect(machine.ids.contains(25) && !machine.ids.contains(2))
  }
}
