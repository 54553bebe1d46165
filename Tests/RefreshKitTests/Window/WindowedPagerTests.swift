import Foundation
@_spi(Diagnostics) import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite("Pager", .timeLimit(.minutes(3)))
struct WindowedPagerTests {
  typealias MessagePager = Pager<String, Int, Message>

  let server = SharedWindowServer(WindowServer(count: 1_000, pageSize: 10))

  func pager(initialKey: Int? = 51, maxItems: Int? = 40) throws -> MessagePager {
    let server = self.server
    return MessagePager(
      query: "room",
      configuration: try PagerConfiguration(pageSize: 10, prefetchDistance: 3, maxItems: maxItems),
      initialKey: initialKey,
      pageAt: { PagePosition(cursor: $0 / 10 + 1, itemsBefore: $0 / 10 * 10) },
      loadPage: { load in server.load(load) })
  }

  @Test("refresh loads the initial key's page, publishes one change and returns once settled")
  func refresh() async throws {
    let pager = try pager()
    var changes: [ListChange<Int>] = []
    pager.observeChanges { changes.append($0) }
    await pager.refresh()
    #expect(pager.items.map(\.id) == Array(500..<510))
    #expect(pager.placeholdersBefore == 500 && pager.placeholdersAfter == 490)
    #expect(pager.positionCount == 1_000)
    #expect(changes.map(\.insertedIndices) == [Array(0..<10)])
    #expect(pager.item(atPosition: 505)?.id == 505 && pager.item(atPosition: 0) == nil)
    #expect(!pager.isLoading && pager.loadStates.refresh.isLoading == false)
  }

  @Test("retry with nothing failed refreshes, as Pager's retry does")
  func retryMeansWhatPagerMeans() async throws {
    let pager = try pager()
    await pager.refresh()
    await pager.retry()
    await pager.waitUntilIdle()
    #expect(server.loads.map(\.direction) == [.refresh, .refresh], "nothing failed: a refresh")
    #expect(server.loads.map(\.attempt) == [1, 1])
  }

  @Test("rows near the top load the page before, rows near the end the page after")
  func bothWays() async throws {
    let pager = try pager()
    await pager.refresh()
    pager.itemDidAppear(at: 1)
    #expect(pager.loadStates.prepend.isLoading)
    await pager.waitUntilIdle()
    #expect(pager.items.first?.id == 490)
    pager.itemDidAppear(at: pager.items.count - 1)
    await pager.waitUntilIdle()
    #expect(pager.items.last?.id == 519)
    #expect(server.loads.map(\.direction) == [.refresh, .prepend, .append])
  }

  @Test("a keepPosition refresh finds the row on screen again and reports where it went")
  func keepPosition() async throws {
    let pager = try pager()
    await pager.refresh()
    pager.positionDidAppear(507)
    await pager.waitUntilIdle()
    server.change { $0.ids.insert(contentsOf: 5_000..<5_003, at: 0) }
    await pager.refresh(.keepPosition)
    #expect(pager.anchor == PagerAnchor(id: 507, position: 510))
    #expect(pager.item(atPosition: 510)?.id == 507)
  }

  @Test(
    "a revalidateLoaded refresh of unchanged pages sends their validators and publishes nothing")
  func revalidateUnchangedPublishesNothing() async throws {
    let pager = try pager()
    await pager.refresh()
    pager.itemDidAppear(at: pager.items.count - 1)
    await pager.waitUntilIdle()
    let items = pager.items
    let version = pager.version
    let sent = server.loads.count
    var changes: [ListChange<Int>] = []
    pager.observeChanges { changes.append($0) }

    await pager.refresh(.revalidateLoaded)
    let revalidations = server.loads.dropFirst(sent)
    #expect(revalidations.map(\.cursor) == [51, 52])
    #expect(revalidations.allSatisfy { $0.validator != nil })
    #expect(changes.isEmpty)
    #expect(pager.version == version)
    #expect(pager.items == items)
    #expect(!pager.isLoading && pager.loadStates.refresh.failure?.error == nil)
  }

  @Test("a restoration brings a new pager back to the same row")
  func restoration() async throws {
    let pager = try pager(initialKey: nil)
    await pager.refresh()
    pager.jump(to: 642)
    await pager.waitUntilIdle()
    let saved = try JSONEncoder().encode(pager.restoration())
    let relaunched = try self.pager(initialKey: nil)
    relaunched.restore(
      try JSONDecoder().decode(PagerRestoration<String, Int, Int>.self, from: saved))
    await relaunched.waitUntilIdle()
    #expect(relaunched.anchor == PagerAnchor(id: 642, position: 642))
    #expect(relaunched.items.contains(id: 642))
  }

  @Test("a new query clears the items and loads the initial key of the new query")
  func query() async throws {
    let pager = try pager()
    await pager.refresh()
    pager.query = "other"
    #expect(pager.items.isEmpty && !pager.hasLoaded)
    await pager.waitUntilIdle()
    #expect(server.loads.last?.query == "other" && pager.items.count == 10)
  }

  @Test("cancelling a task waiting until idle ends its wait; the load goes on")
  func cancelledWait() async throws {
    let probe = CancellationProbe()
    let pager = MessagePager(
      query: "room", configuration: try PagerConfiguration(pageSize: 10, prefetchDistance: 3),
      loadPage: { _ in try await probe.load() })
    pager.query = "room"
    guard await bounded({ await probe.started() }) != nil else {
      Issue.record("the load never started")
      return
    }
    let waiting = Task { await pager.waitUntilIdle() }
    waiting.cancel()
    #expect(await bounded { await waiting.value } != nil, "the cancelled wait ended")
    #expect(pager.isLoading && probe.cancelledLoads == 0)
    pager.cancel()
    #expect(!pager.isLoading)
  }

  @Test("a Pager released mid-load is freed and its load sees cancellation")
  func releaseMidLoad() async throws {
    let probe = CancellationProbe()
    var pager: MessagePager? = MessagePager(
      query: "room", configuration: try PagerConfiguration(pageSize: 10, prefetchDistance: 3)
    ) { _ in try await probe.load() }
    weak let released = pager
    pager?.query = "room"
    guard await bounded({ await probe.started() }) != nil else {
      Issue.record("the load never started")
      return
    }
    pager = nil
    #expect(released == nil)
    #expect(probe.cancelledLoads == 1)
  }
}
