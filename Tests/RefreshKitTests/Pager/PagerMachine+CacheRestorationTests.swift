import Foundation
import RefreshKit
import Testing

/// The machine's side of a restoration on a cache: the read runs beside the anchor's load, and
/// only a cached run holding the anchor's page shows, where that page was.
@Suite("PagerMachine: a restoration reads the cache")
struct PagerMachineCacheRestorationTests {
  let server: WindowServer = {
    var server = WindowServer(count: 1_000, pageSize: 10)
    server.countsItems = false  // the cached pages do not say where they are
    return server
  }()
  let saved = PagerRestoration<String, Int, Int>(
    query: "room", anchorID: 437, cursor: 44, itemsBefore: 430)

  func machine() throws -> MessageMachine {
    MessageMachine(
      query: "room",
      configuration: try PagerConfiguration(pageSize: 10, prefetchDistance: 3, maxItems: 40),
      usesCache: true)
  }

  /// Pages `numbers` as the cache hands them over, each keyed with its cursor.
  func cached(_ numbers: ClosedRange<Int>) -> [PageWindow<Message, Int>.LoadedPage] {
    numbers.map {
      PageWindow.LoadedPage(
        key: $0, page: server.page($0), storedAt: Date(timeIntervalSince1970: 1))
    }
  }

  @Test("the cache is read while the anchor's page loads; a run holding it shows where it was")
  func cachedRunHoldingTheAnchorShowsInPlace() throws {
    var machine = try machine()
    let actions = machine.restore(saved)
    #expect(actions.contains { if case .readCache("room") = $0 { true } else { false } })
    #expect(actions.loads.map(\.cursor) == [44])

    let shown = machine.cacheRead(cached(43...45), now: Date(timeIntervalSince1970: 2))
    #expect(shown.changes.count == 1 && shown.loads.isEmpty, "the anchor's load runs on")
    #expect(machine.ids == Array(420..<450) && machine.window.placeholdersBefore == 420)
    #expect(machine.anchor == PagerAnchor(id: 437, position: 437))
    #expect(machine.loadStates.refresh.isLoading && !machine.hasLoaded)

    machine.answer(.refresh, from: server)
    #expect(machine.anchor == PagerAnchor(id: 437, position: 437) && machine.hasLoaded)
    #expect(machine.staleSince == nil)
  }

  @Test("a cached run without the anchor's page shows nothing: it is another place")
  func cachedRunElsewhereShowsNothing() throws {
    var machine = try machine()
    _ = machine.restore(saved)
    let shown = machine.cacheRead(cached(1...3), now: Date(timeIntervalSince1970: 2))
    #expect(shown.changes.isEmpty && machine.ids.isEmpty && machine.anchor == nil)
    #expect(machine.loadStates.refresh.isLoading)
  }
}
