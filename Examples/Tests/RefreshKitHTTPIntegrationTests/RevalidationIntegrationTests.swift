import Foundation
import GitHubFixture
@_spi(Diagnostics) import RefreshKit
import RefreshKitHTTP
import RefreshKitTesting
import Synchronization
import Testing

/// A Pager with a page cache over `HTTPPageLoader` and the fixture server, over loopback:
/// what revalidation costs when nothing changed, and what it does when something did.
@MainActor
@Suite(
  "Live revalidation: ETags, 304s, max-age and the rate limit over loopback",
  .timeLimit(.minutes(3)))
struct RevalidationIntegrationTests {
  /// A fixed wall clock for the fixture's rate-limit windows and the pages' freshness.
  nonisolated static let start = Date(timeIntervalSince1970: 1_800_000_000)

  /// Launch one: page 1 and page 2 of `everything`, kept in `cache`.
  func firstLaunch(
    baseURL: String, cache: InMemoryPageCache<ListedRepository, URL>,
    now: @escaping @Sendable () -> Date = { start }
  ) async throws -> ListLaunch {
    let launch = try ListLaunch(
      baseURL: baseURL, query: everything, cache: cache, clientNow: now, pagerNow: now)
    await launch.pager.refresh()
    await launch.pager.loadMore()
    await launch.pager.waitForCache()
    try #require(launch.pager.items.count == 200)
    try #require(launch.transport.exchanges.map(\.status) == [200, 200])
    return launch
  }

  @Test("a 304 reuses the page: a relaunch revalidates, publishes nothing and costs no rate limit")
  func unchangedPagesAreReused() async throws {
    let (_, running) = try await startFixture(now: { Self.start })
    let cache = InMemoryPageCache<ListedRepository, URL>()
    let first = try await firstLaunch(baseURL: running.baseURL, cache: cache)
    let cached = await cache.pages(for: "search:\(everything)")
    try #require(cached.count == 2)
    let used = try #require(first.transport.exchanges.last?.rateLimit?.used)

    let stale: @Sendable () -> Date = { Self.start.addingTimeInterval(120) }
    let relaunch = try ListLaunch(
      baseURL: running.baseURL, query: everything, cache: cache, clientNow: stale,
      pagerNow: stale)
    await relaunch.pager.loadIfNeeded()

    let exchanges = relaunch.transport.exchanges
    #expect(exchanges.map(\.status) == [304, 304])
    #expect(exchanges.map(\.ifNoneMatch) == cached.map(\.page.validator?.entityTag))
    #expect(exchanges.allSatisfy { $0.rateLimit?.used == used })
    #expect(relaunch.pager.version == 1, "only the cached rows were published")
    #expect(relaunch.pager.items.array == first.pager.items.array)
    #expect(relaunch.pager.loadStates.refresh.failure == nil)
    #expect(relaunch.pager.staleSince == nil)
    try await running.stop()
  }

  @Test("a 200 with a new ETag replaces the page: only the changed page's rows change")
  func aChangedPageIsReplaced() async throws {
    let (server, running) = try await startFixture(now: { Self.start })
    let cache = InMemoryPageCache<ListedRepository, URL>()
    let first = try await firstLaunch(baseURL: running.baseURL, cache: cache)
    let before = await cache.pages(for: "search:\(everything)")
    try #require(before.count == 2)
    let changedID = first.pager.items[150].id
    try await running.stop()

    // The same server, on the same port (the bodies' URLs name it), with one repository of
    // page 2 described anew.
    let edited = try RepositoryDataset(
      repositories: server.dataset.repositories.map { repository in
        guard repository.id == changedID else { return repository }
        var changed = repository
        changed.description = "Described anew"
        return changed
      })
    let (_, again) = try await startFixture(
      dataset: .dataset(edited), port: running.port, now: { Self.start })
    let stale: @Sendable () -> Date = { Self.start.addingTimeInterval(120) }
    let relaunch = try ListLaunch(
      baseURL: again.baseURL, query: everything, cache: cache, clientNow: stale,
      pagerNow: stale)
    let changes = relaunch.pager.changes()
    await relaunch.pager.loadIfNeeded()
    await relaunch.pager.waitForCache()

    let exchanges = relaunch.transport.exchanges
    #expect(exchanges.map(\.status) == [304, 200])
    #expect(exchanges.map(\.ifNoneMatch) == before.map(\.page.validator?.entityTag))
    #expect(relaunch.pager.version == 2, "the cached rows, then one change for page 2")
    let published = await bounded {  // both were published already
      await changes.prefix(2).reduce(into: [ListChange<ListedRepository.ID>]()) { $0.append($1) }
    }
    #expect(published?.last?.updatedIDs == [changedID])
    let changed = try #require(relaunch.pager.items.array.first { $0.id == changedID })
    #expect(changed.description == "Described anew")
    #expect(relaunch.pager.items.array.map(\.id) == first.pager.items.array.map(\.id))
    let after = await cache.pages(for: "search:\(everything)")
    #expect(after.count == 2)
    #expect(after.first?.page.validator == before.first?.page.validator)
    #expect(after.last?.page.validator != before.last?.page.validator)
    #expect(after.last?.page.items.first { $0.id == changedID }?.description == "Described anew")
    try await again.stop()
  }

  @Test("max-age prevents a request: fresh cached pages show with no request until a pull")
  func freshPagesAreNotRequested() async throws {
    let (_, running) = try await startFixture(now: { Self.start })
    let cache = InMemoryPageCache<ListedRepository, URL>()
    let first = try await firstLaunch(baseURL: running.baseURL, cache: cache)

    let withinMaxAge: @Sendable () -> Date = { Self.start.addingTimeInterval(30) }
    let relaunch = try ListLaunch(
      baseURL: running.baseURL, query: everything, cache: cache, clientNow: withinMaxAge,
      pagerNow: withinMaxAge)
    await relaunch.pager.loadIfNeeded()
    #expect(relaunch.transport.exchanges.isEmpty)
    #expect(relaunch.pager.items.array == first.pager.items.array)

    await relaunch.pager.refresh()
    #expect(relaunch.transport.exchanges.map(\.status) == [304, 304], "a pull always asks")
    try await running.stop()
  }

  @Test("an exhausted limit holds the next request until the reset, then resumes at the next page")
  func anExhaustedLimitHoldsUntilTheReset() async throws {
    let time = Mutex(Self.start)
    let now: @Sendable () -> Date = { time.withLock { $0 } }
    let (_, running) = try await startFixture(
      faults: FaultConfiguration(rateLimitPerMinute: 2), now: now)
    let clock = ManualClock()
    let gate = RateLimitGate(clock: clock, now: now)
    let holds = await gate.holds()
    let launch = try ListLaunch(
      baseURL: running.baseURL, query: everything, cache: nil, rateLimitGate: gate,
      clientNow: now, pagerNow: now)
    await launch.pager.refresh()
    await launch.pager.loadMore()
    let spent = try #require(launch.transport.exchanges.last?.rateLimit)
    try #require(spent.isExhausted)

    let third = Task { await launch.pager.loadMore() }
    let hold = try await waitBounded(for: "the hold") {
      await holds.first { _ in true }
    }
    #expect(hold == RateLimitHold(resource: .search, until: spent.reset))
    #expect(launch.transport.exchanges.count == 2, "nothing is sent while held")
    #expect(launch.pager.loadStates.append.failure == nil)

    time.withLock { $0 = spent.reset }
    clock.advance(by: .seconds(60))
    try await third.boundedValue("the held load-more")

    let exchanges = launch.transport.exchanges
    #expect(exchanges.map(\.status) == [200, 200, 200])
    #expect(exchanges.last?.url.contains("page=3") == true)
    #expect(launch.pager.items.count == 300)
    #expect(launch.pager.loadStates.append.failure == nil)
    try await running.stop()
  }

  @Test("a malformed ETag or Cache-Control is ignored: pages keep no validator and load again")
  func malformedValidatorsAreIgnored() async throws {
    let (_, running) = try await startFixture(now: { Self.start })
    let malformed: @Sendable (HTTPTransportResponse) -> HTTPTransportResponse = { response in
      var rewritten = response
      rewritten.headers = HTTPHeaderFields(
        response.headers.fields.filter {
          !["etag", "cache-control"].contains($0.name.lowercased())
        }
          + [
            .init(name: "ETag", value: "\"unterminated"),
            .init(name: "Cache-Control", value: "max-age=\"60, max-age=-5"),
          ])
      return rewritten
    }
    let cache = InMemoryPageCache<ListedRepository, URL>()
    let first = try ListLaunch(
      baseURL: running.baseURL, query: everything, cache: cache,
      transport: ExchangeRecordingTransport(rewrite: malformed))
    await first.pager.refresh()
    await first.pager.waitForCache()
    #expect(first.pager.loadStates.refresh.failure == nil)
    let cached = await cache.pages(for: "search:\(everything)")
    #expect(cached.count == 1)
    #expect(cached.first?.page.validator == nil)
    #expect(cached.first?.page.freshUntil == nil)

    let relaunch = try ListLaunch(
      baseURL: running.baseURL, query: everything, cache: cache,
      transport: ExchangeRecordingTransport(rewrite: malformed))
    await relaunch.pager.loadIfNeeded()
    #expect(relaunch.transport.exchanges.map(\.status) == [200])
    #expect(relaunch.transport.exchanges.map(\.ifNoneMatch) == [nil])
    #expect(relaunch.pager.items.array == first.pager.items.array)
    #expect(relaunch.pager.loadStates.refresh.failure == nil)
    try await running.stop()
  }
}
