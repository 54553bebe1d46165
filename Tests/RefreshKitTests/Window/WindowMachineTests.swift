import Foundation
import RefreshKit
import Testing

@Suite("WindowMachine")
struct WindowMachineTests {
  let server = WindowServer(count: 1_000, pageSize: 10)
  let configuration: PagerConfiguration

  init() throws {
    configuration = try PagerConfiguration(pageSize: 10, prefetchDistance: 3, maxItems: 40)
  }

  /// A machine that loaded from the top and showed row 15: pages 1 and 2 (and 3) held.
  func machineScrolledTo15() -> MessageMachine {
    var machine = machine()
    _ = machine.refresh()
    machine.settle(from: server)
    _ = machine.positionDidAppear(15)
    machine.settle(from: server)
    return machine
  }

  func machine(initialKey: Int? = nil, jumps: Bool = true) -> MessageMachine {
    let server = self.server
    let pageAt: @Sendable (Int) -> PagePosition<Int> = { server.pageAt($0) }
    return MessageMachine(
      query: "room", configuration: configuration, initialKey: initialKey,
      pageAt: jumps ? pageAt : nil)
  }

  @Test("starting around message 500 loads that page, then the page before near its top")
  func startInTheMiddle() {
    var machine = machine(initialKey: 51)
    #expect(machine.refresh().loads.map(\.cursor) == [51])
    machine.answer(.refresh, from: server)
    #expect(machine.ids.first == 500 && machine.window.placeholdersBefore == 500)
    #expect(machine.loadStates.prepend.endReached == false)
    let actions = machine.positionDidAppear(501)
    #expect(actions.loads.map(\.direction) == [.prepend])
    #expect(actions.loads.first?.cursor == 50)
    machine.answer(.prepend, from: server)
    #expect(machine.ids.first == 490 && machine.window.placeholdersBefore == 490)
    #expect(machine.lastPosition == 501)
  }

  @Test("at the start of the data the prepend state says the end was reached")
  func prependEnd() {
    var machine = machine()
    _ = machine.refresh()
    machine.answer(.refresh, from: server)
    #expect(machine.loadStates.prepend.endReached)
    #expect(machine.positionDidAppear(0).loads.isEmpty)
  }

  @Test("a failed prepend keeps its cursor; retry loads the same page, attempt 2; the items stay")
  func failedPrependRetries() throws {
    var machine = machine(initialKey: 51)
    _ = machine.refresh()
    machine.answer(.refresh, from: server)
    let prepend = try #require(machine.positionDidAppear(500).loads.first)
    _ = machine.failed(prepend, error: URLError(.timedOut))
    #expect(machine.loadStates.prepend.failure?.attempt == 1)
    #expect(machine.ids == Array(500..<510))
    #expect(machine.positionDidAppear(500).loads.isEmpty)
    let retried = machine.retry().loads
    #expect(retried.map(\.cursor) == [50] && retried.map(\.attempt) == [2])
  }

  @Test("a page of a load cancelled by a refresh is dropped")
  func stalePagesDropped() throws {
    var machine = machine()
    _ = machine.refresh()
    machine.answer(.refresh, from: server)
    let append = try #require(machine.positionDidAppear(9).loads.first)
    let refresh = machine.refresh(.replaceAll)
    #expect(refresh.cancelled == [append])
    #expect(machine.loaded(append, page: server.page(2)).isEmpty)
    #expect(machine.ids == Array(0..<10))
  }

  @Test("scrolling down 200 rows holds at most maxItems plus a page, placeholders above")
  func windowBound() {
    var machine = machine()
    _ = machine.refresh()
    machine.settle(from: server)
    for position in 0..<200 {
      _ = machine.positionDidAppear(position)
      machine.settle(from: server)
      #expect(machine.window.items.count <= 40 + 10)
    }
    let window = machine.window
    #expect(window.placeholdersBefore + window.items.count + window.placeholdersAfter == 1_000)
    #expect(
      machine.ids
        == Array(window.placeholdersBefore..<(window.placeholdersBefore + window.items.count)))
  }

  @Test("a position far beyond the window jumps there when cursors are computable")
  func jump() {
    var machine = machine()
    _ = machine.refresh()
    machine.settle(from: server)
    let actions = machine.positionDidAppear(700)
    #expect(actions.loads.map(\.direction) == [.refresh])
    #expect(actions.loads.map(\.cursor) == [71])
    machine.settle(from: server)
    #expect(machine.ids.contains(700))
    #expect(machine.window.placeholdersBefore <= 700)
  }

  @Test("token cursors walk to a far position page by page, and say they cannot jump")
  func walk() {
    var machine = machine(jumps: false)
    #expect(!machine.canJump)
    _ = machine.refresh()
    machine.settle(from: server)
    let actions = machine.jump(to: 700)
    #expect(actions.loads.map(\.direction) == [.append])
    #expect(actions.loads.map(\.cursor) == [2])
  }

  @Test("keepPosition finds the anchor again after the server inserted rows above it")
  func keepPositionFollowsTheAnchor() {
    var server = self.server
    var machine = machine(initialKey: 31)
    _ = machine.refresh()
    machine.settle(from: server)
    _ = machine.positionDidAppear(308)
    machine.settle(from: server)
    server.ids.insert(contentsOf: (2_000..<2_005), at: 100)
    server.revision = 1
    _ = machine.positionDidAppear(308)
    let load = machine.refresh(.keepPosition).loads
    #expect(load.map(\.cursor) == [31])
    machine.answer(.refresh, from: server)
    #expect(machine.load(in: .refresh)?.cursor == 32)
    machine.answer(.refresh, from: server)
    #expect(machine.anchor == PagerAnchor(id: 308, position: 313))
    #expect(machine.window.items.first { $0.id == 308 }?.revision == 1)
  }

  @Test("revalidateLoaded refetches each held page in turn and publishes each")
  func revalidate() {
    var server = self.server
    var machine = machineScrolledTo15()
    let held = machine.window.pages.map(\.key)
    server.revision = 1
    var cursors: [Int?] = []
    var published = 0
    var actions = machine.refresh(.revalidateLoaded)
    while let load = actions.loads.first(where: { $0.direction == .refresh }) {
      cursors.append(load.cursor)
      #expect(machine.window.items.count == held.count * 10)
      actions = machine.loaded(load, page: server.page(load.cursor))
      published += actions.changes.count
    }
    #expect(cursors == held)
    #expect(published == held.count)
    #expect(machine.window.items.allSatisfy { $0.revision == 1 })
  }

  @Test("during a slow revalidateLoaded refresh, reaching the end loads the next page at once")
  func endLoadsDuringARevalidation() throws {
    var server = self.server
    var machine = machineScrolledTo15()
    let held = machine.window.pages.map(\.key)
    server.revision = 1
    let first = try #require(machine.refresh(.revalidateLoaded).loads.first)
    #expect(first.direction == .refresh && first.cursor == held.first)

    let end = machine.window.placeholdersBefore + machine.window.items.count - 1
    let append = try #require(machine.positionDidAppear(end).loads.first)
    #expect(append.direction == .append && append.cursor == machine.window.nextCursor)
    let arrived = machine.loaded(append, page: server.page(append.cursor))
    #expect(arrived.changes.count == 1, "the next page shows while the revalidation runs")
    #expect(machine.load(in: .refresh) == first, "the revalidation goes on")
    machine.settle(from: server)
    #expect(machine.window.items.allSatisfy { $0.revision == 1 })
  }

  @Test("revalidateLoaded sends each held page's validator; unchanged pages publish nothing")
  func revalidateUnchanged() throws {
    var server = self.server
    var machine = machineScrolledTo15()
    let held = machine.window.pages
    let middle = try #require(held.dropFirst().first?.key)
    server.ids[(middle - 1) * 10] = 9_999  // one row of the second page changes
    var validators: [PageValidator?] = []
    var changes: [ListChange<Int>] = []
    var actions = machine.refresh(.revalidateLoaded)
    while let load = actions.loads.first(where: { $0.direction == .refresh }) {
      validators.append(load.validator)
      actions = machine.loaded(load, page: server.answer(load))
      changes += actions.changes
    }
    #expect(validators == held.map(\.page.validator))
    #expect(validators.allSatisfy { $0 != nil })
    let change = try #require(changes.first)
    #expect(changes.count == 1, "only the changed page publishes")
    #expect(change.insertedIndices.count == 1 && change.removedIndices.count == 1)
    #expect(machine.window.items.contains { $0.id == 9_999 })
  }

  @Test("an unchanged answer to a load without a validator fails it with a typed error")
  func unchangedWithoutValidator() {
    var machine = machine()
    let load = machine.refresh().loads.first
    guard let load else {
      Issue.record("no refresh load")
      return
    }
    let actions = machine.loaded(load, page: .unchanged())
    #expect(actions.changes.isEmpty)
    #expect(machine.loadStates.refresh.failure?.error is UnchangedPageWithoutValidator)
  }

  @Test("a restoration survives JSON and loads the anchor's page first")
  func restoration() throws {
    var machine = machine()
    _ = machine.refresh()
    machine.settle(from: server)
    _ = machine.jump(to: 437)
    machine.settle(from: server)
    let saved = machine.restoration()
    #expect(saved.anchorID == 437 && saved.cursor == 44 && saved.itemsBefore == 430)
    let data = try JSONEncoder().encode(saved)
    let decoded = try JSONDecoder().decode(PagerRestoration<String, Int, Int>.self, from: data)
    var relaunched = self.machine()
    #expect(relaunched.restore(decoded).loads.map(\.cursor) == [44])
    relaunched.answer(.refresh, from: server)
    #expect(relaunched.anchor == PagerAnchor(id: 437, position: 437))
  }

  @Test("a restoration of a row below the first held page saves that row's page, not the first")
  func restorationBelowTheFirstHeldPage() throws {
    var machine = machine()
    _ = machine.refresh()
    machine.settle(from: server)
    for position in 0...25 {
      _ = machine.positionDidAppear(position)
      machine.settle(from: server)
    }
    try #require(machine.window.items.first?.id == 0, "the first held page is page 1")
    let saved = machine.restoration()
    #expect(saved.anchorID == 25 && saved.cursor == 3 && saved.itemsBefore == 20)
    var relaunched = self.machine()
    #expect(relaunched.restore(saved).loads.map(\.cursor) == [3])
    relaunched.answer(.refresh, from: server)
    #expect(relaunched.anchor == PagerAnchor(id: 25, position: 25))
  }
}

@Suite("WindowMachine, pipelined prefetch")
struct WindowMachinePipelineTests {
  let server = WindowServer(count: 100, pageSize: 10)

  func machine() throws -> MessageMachine {
    let configuration = try PagerConfiguration(
      pageSize: 10, prefetchDistance: 3, pipelineDepth: 3)
    var machine = MessageMachine(
      query: "q", configuration: configuration, cursorAfter: { $0 + 1 })
    _ = machine.refresh()
    machine.settle(from: server)
    return machine
  }

  @Test("near the end three appends go out at once: the next three pages")
  func threeInFlight() throws {
    var machine = try machine()
    let loads = machine.positionDidAppear(8).loads
    #expect(loads.map(\.cursor) == [2, 3, 4])
    #expect(machine.loadStates.append.isLoading)
  }

  @Test("pages that arrive early wait for the page before them, then land in order in one change")
  func inOrder() throws {
    var machine = try machine()
    let loads = machine.positionDidAppear(8).loads
    try #require(loads.count == 3)
    #expect(machine.loaded(loads[2], page: server.page(4)).isEmpty)
    #expect(machine.loaded(loads[1], page: server.page(3)).isEmpty)
    #expect(machine.ids == Array(0..<10))
    let actions = machine.loaded(loads[0], page: server.page(2))
    #expect(actions.changes.count == 1)
    #expect(machine.ids == Array(0..<40))
  }

  @Test("a failed page holds back the pages after it until a retry brings it")
  func failureKeepsOrder() throws {
    var machine = try machine()
    let loads = machine.positionDidAppear(8).loads
    try #require(loads.count == 3)
    _ = machine.failed(loads[0], error: URLErrorLike())
    _ = machine.loaded(loads[1], page: server.page(3))
    #expect(machine.ids == Array(0..<10))
    #expect(machine.loadStates.append.failure != nil)
    let retried = machine.retry().loads
    #expect(retried.map(\.cursor) == [2] && retried.map(\.attempt) == [2])
    _ = machine.loaded(retried[0], page: server.page(2))
    #expect(machine.ids == Array(0..<30))
  }

  @Test("a page ahead that fails shows as failed once the pages before it landed; retry loads it")
  func aheadFailure() throws {
    var machine = try machine()
    let loads = machine.positionDidAppear(8).loads
    try #require(loads.count == 3)
    _ = machine.failed(loads[2], error: URLErrorLike())
    _ = machine.loaded(loads[1], page: server.page(3))
    _ = machine.loaded(loads[0], page: server.page(2))
    #expect(machine.ids == Array(0..<30))
    #expect(machine.loadStates.append.failure?.attempt == 1)
    #expect(machine.positionDidAppear(29).loads.isEmpty)
    let retried = machine.retry().loads
    #expect(retried.map(\.cursor) == [4] && retried.map(\.attempt) == [2])
  }

  @Test("a refresh cancels every append in flight")
  func refreshCancelsAll() throws {
    var machine = try machine()
    let loads = machine.positionDidAppear(8).loads
    let cancelled = machine.refresh(.replaceAll).cancelled
    #expect(Set(cancelled) == Set(loads))
    #expect(machine.loadsInFlight.map(\.direction) == [.refresh])
  }
}

struct URLErrorLike: Error {}
