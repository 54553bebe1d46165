import Foundation
import RefreshKit
import Testing

/// Defects found by scenarios the model-based suites lacked (late cancellations, empty pages,
/// a refresh of an empty list), each pinned by the smallest sequence on the machine itself.
@Suite("PagerMachine under pressure")
struct PagerMachinePressureTests {
  let server = WindowServer(count: 1_000, pageSize: 10)

  /// A machine of pages of ten, holding at most 40 rows, opened at page 51 (rows 500–509).
  func machine(maxItems: Int? = 40) throws -> MessageMachine {
    MessageMachine(
      query: "room",
      configuration: try PagerConfiguration(pageSize: 10, prefetchDistance: 3, maxItems: maxItems),
      initialKey: 51)
  }

  @Test("a cancelled load that ends late with CancellationError never fails the load of its page")
  func lateCancellationNeverFailsItsSuccessor() throws {
    var machine = try machine()
    _ = machine.refresh()
    machine.answer(.refresh, from: server)
    for position in [509, 519, 529] {  // pages 51–54: 40 rows, the window full
      _ = machine.positionDidAppear(position)
      machine.answer(.append, from: server)
    }
    let cancelledLater = try #require(machine.positionDidAppear(539).loads.first)
    #expect(cancelledLater.cursor == 55)
    _ = machine.positionDidAppear(500)
    let trim = machine.answer(.prepend, from: server)  // page 50 trims the bottom page
    #expect(trim.cancelled == [cancelledLater])
    _ = machine.positionDidAppear(530)
    machine.answer(.append, from: server)
    let successor = try #require(machine.positionDidAppear(539).loads.first)
    #expect(successor.cursor == 55 && successor.attempt == 1)
    #expect(successor != cancelledLater, "two loads of one page are two loads")

    #expect(machine.failed(cancelledLater, error: CancellationError()).isEmpty)
    #expect(machine.loadStates.append.isLoading, "the successor still loads")
    #expect(machine.loaded(cancelledLater, page: server.page(55)).isEmpty, "dropped as late")
    _ = machine.loaded(successor, page: server.page(55))
    #expect(machine.ids.contains(549))
    #expect(machine.loadStates.append.failure == nil)
  }

  @Test(
    "an empty page past the row shown at an end loads the page past it",
    arguments: [
      (MessageLoad.Direction.prepend, 500, 50, 49), (MessageLoad.Direction.append, 509, 52, 53),
    ])
  func emptyPageKeepsPaging(
    direction: MessageLoad.Direction, shown: Int, cursor: Int, beyond: Int
  ) throws {
    var machine = try machine(maxItems: nil)
    _ = machine.refresh()
    machine.answer(.refresh, from: server)  // page 51: rows 500–509
    let load = try #require(machine.positionDidAppear(shown).loads.first)
    #expect(load.direction == direction && load.cursor == cursor)
    let empty = Page<Message, Int>(
      items: [], previous: direction == .prepend ? beyond : 51,
      next: direction == .append ? beyond : 51)
    let actions = machine.loaded(load, page: empty)
    #expect(actions.loads.map(\.direction) == [direction])
    #expect(actions.loads.map(\.cursor) == [beyond])
  }

  @Test("a run of empty pages still ends paging, as a server that never ends would")
  func emptyPagesEndAfterTheirLimit() throws {
    var machine = try machine(maxItems: nil)
    _ = machine.refresh()
    machine.answer(.refresh, from: server)
    var load = try #require(machine.positionDidAppear(509).loads.first)
    var requests = 1
    while let cursor = load.cursor, requests < 50 {
      guard
        let next = machine.loaded(
          load, page: Page(items: [], previous: cursor - 1, next: cursor + 1)
        )
        .loads.first
      else { break }
      load = next
      requests += 1
    }
    #expect(requests == 10, "ten empty pages in a row, then paging ends")
    #expect(machine.loadStates.append.failure != nil)
  }

  @Test("while an empty list with an initial key refreshes, neither end says it was reached")
  func refreshOfAnEmptyListReportsNoEndReached() throws {
    var machine = try machine()
    _ = machine.refresh()
    _ = machine.loaded(
      try #require(machine.load(in: .refresh)), page: Page(items: [], previous: nil, next: nil))
    #expect(machine.loadStates.prepend.endReached && machine.loadStates.append.endReached)
    _ = machine.refresh()
    #expect(machine.loadStates.refresh.isLoading)
    #expect(machine.loadStates.prepend.description == "notLoading")
    #expect(machine.loadStates.append.description == "notLoading")
  }
}
