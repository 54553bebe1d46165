import Clocks
import Foundation
import RefreshKit
import RefreshKitLocking
import RefreshKitTesting
import Testing

/// A ``SharedWindowServer`` that fails the first load of the cursors it is told to.
final class FlakyWindowServer: Sendable {
  let server: SharedWindowServer
  private let failing = Locked<Set<Int>>([])

  init(_ server: WindowServer) {
    self.server = SharedWindowServer(server)
  }

  /// The next load of `cursor` fails, once.
  func failOnce(at cursor: Int) { _ = failing.withLock { $0.insert(cursor) } }

  func load(_ load: MessageLoad) throws -> MessagePage {
    if let cursor = load.cursor, failing.withLock({ $0.remove(cursor) }) != nil {
      _ = server.load(load)  // recorded as sent
      throw ServerUnavailable()
    }
    return server.load(load)
  }
}

@MainActor
@Suite("Pager: every capability in every configuration", .timeLimit(.minutes(3)))
struct PagerEveryConfigurationTests {
  typealias MessagePager = Pager<String, Int, Message>

  let flaky = FlakyWindowServer(WindowServer(count: 200, pageSize: 10))

  func pager(
    initialKey: Int?, maxItems: Int?, retry: AutomaticRetry = .off,
    clock: any Clock<Duration> = ContinuousClock()
  ) throws -> MessagePager {
    let flaky = self.flaky
    return MessagePager(
      query: "room",
      configuration: try PagerConfiguration(pageSize: 10, prefetchDistance: 3, maxItems: maxItems),
      initialKey: initialKey, retry: retry, clock: clock, loadPage: { try flaky.load($0) })
  }

  /// Shows the last row until the end is reached or `steps` pages loaded.
  func scrollDown(_ pager: MessagePager, steps: Int) async {
    for _ in 0..<steps where !pager.loadStates.append.endReached {
      pager.itemDidAppear(at: pager.items.count - 1)
      await pager.waitUntilIdle()
    }
  }

  /// Shows the first row until nothing is left above or `steps` pages loaded.
  func scrollUp(_ pager: MessagePager, steps: Int) async {
    for _ in 0..<steps where pager.placeholdersBefore > 0 || !pager.loadStates.prepend.endReached {
      pager.itemDidAppear(at: 0)
      await pager.waitUntilIdle()
    }
  }

  @Test(
    "an edit survives a trim: the page dropped and loaded again comes back edited, a removed id stays removed"
  )
  func editsSurviveTrims() async throws {
    let pager = try pager(initialKey: nil, maxItems: 40)
    await pager.refresh()
    try pager.update(id: 3) { $0.revision = 99 }
    try pager.remove(id: 5)
    await scrollDown(pager, steps: 8)
    #expect(pager.placeholdersBefore > 0 && !pager.items.contains(id: 3), "page 1 was trimmed")
    #expect(pager.items.count <= 40)
    await scrollUp(pager, steps: 12)
    #expect(pager.placeholdersBefore == 0)
    #expect(pager.items[id: 3]?.revision == 99)
    #expect(!pager.items.contains(id: 5))
    #expect(pager.items.count <= 40)
  }

  @Test("a failed prepend is retried automatically, with the same cursor and the next attempt")
  func prependRetriedAutomatically() async throws {
    let clock = TestClock()
    let pager = try pager(initialKey: 10, maxItems: nil, retry: .exponential(), clock: clock)
    await pager.refresh()
    flaky.failOnce(at: 9)
    pager.itemDidAppear(at: 0)
    await pager.waitUntilIdle()
    #expect(pager.loadStates.prepend.failure != nil)
    // Past the 1 s backoff: a retry task that starts sleeping only after the advance (a busy
    // main actor) then finds its deadline passed instead of equal to the test clock's now.
    await clock.advance(by: .seconds(2))
    try await waitBounded(for: "the retried prepend") { @MainActor in
      while pager.placeholdersBefore != 80 { await Task.yield() }  // the retry task's turn
    }
    let prepends = flaky.server.loads.filter { $0.direction == .prepend }
    #expect(prepends.map(\.cursor) == [9, 9] && prepends.map(\.attempt) == [1, 2])
    #expect(pager.items.first?.id == 80)
  }

  @Test("an optimistic send at the end of a list that loads both ways shows at once and rolls back")
  func optimisticSendInBothDirections() async throws {
    let pager = try pager(initialKey: 20, maxItems: 40)
    await pager.refresh()
    let count = pager.items.count
    struct SendFailed: Error {}
    await #expect(throws: SendFailed.self) {
      try await pager.mutate {
        $0.insert(Message(id: -1), at: count)
      } remote: {
        #expect(pager.items.last?.id == -1, "shown while the send runs")
        pager.itemDidAppear(at: 0)  // older messages arrive meanwhile
        await pager.waitUntilIdle()
        throw SendFailed()
      }
    }
    #expect(!pager.items.contains(id: -1))
    #expect(pager.items.first?.id == 180 && pager.items.last?.id == 199)
  }

  @Test("retry() means one thing in every configuration: repeat what failed, else refresh")
  func retryMeansOneThing() async throws {
    for (initialKey, maxItems) in [(nil, nil), (nil, 40), (10, 40)] as [(Int?, Int?)] {
      let pager = try pager(initialKey: initialKey, maxItems: maxItems)
      await pager.refresh()
      let before = flaky.server.loads.count
      await pager.retry()
      #expect(flaky.server.loads.count == before + 1)
      #expect(flaky.server.loads.last?.direction == .refresh)
      let next = (pager.restoration().cursor ?? 1) + 1
      flaky.failOnce(at: next)
      await scrollDown(pager, steps: 1)
      #expect(pager.loadStates.append.failure != nil)
      await pager.retry()
      #expect(flaky.server.loads.last?.cursor == next && flaky.server.loads.last?.attempt == 2)
      #expect(pager.loadStates.append.failure == nil)
    }
  }

  @Test("a relaunch offline restores the window it held around its initial key from the cache")
  func offlineRelaunchRestoresTheWindow() async throws {
    let cache = InMemoryPageCache<Message, Int>()
    let flaky = self.flaky
    let configuration = try PagerConfiguration(pageSize: 10, prefetchDistance: 3, maxItems: 40)
    let first = MessagePager(
      query: "room", configuration: configuration, initialKey: 10, cache: cache,
      cacheKey: { "room:\($0)" }, loadPage: { try flaky.load($0) })
    await first.refresh()
    first.itemDidAppear(at: 0)
    await first.waitUntilIdle()
    await first.waitForCache()
    let held = first.items.map(\.id)
    #expect(held == Array(80..<100))

    struct Offline: Error {}
    let relaunched = MessagePager(
      query: "room", configuration: configuration, initialKey: 10, cache: cache,
      cacheKey: { "room:\($0)" }, loadPage: { _ in throw Offline() })
    await relaunched.loadIfNeeded()
    #expect(relaunched.items.map(\.id) == held)
    #expect(relaunched.placeholdersBefore == 80 && relaunched.placeholdersAfter == 100)
    #expect(relaunched.staleSince != nil)
    #expect(relaunched.loadStates.refresh.failure != nil)
  }
}
