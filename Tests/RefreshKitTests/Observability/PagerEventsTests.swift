import Clocks
@_spi(Diagnostics) import RefreshKit
import RefreshKitTesting
import Testing

@MainActor
@Suite("Pager events: what a list loaded, when and why", .timeLimit(.minutes(1)))
struct PagerEventsTests {
  @Test(
    "a refresh, two appends, a failure, its automatic retry, a trim and a query change give this exact sequence"
  )
  func networkSequence() async throws {
    let clock = TestClock()
    let (pager, server) = try makeObservedPager(clock: clock)
    let recorder = EventRecorder(pager)
    try await runNetworkScenario(pager, server, clock: clock, recorder: recorder)
    #expect(
      recorder.lines == [
        "started refresh cursor=nil attempt=1 generation=1 (refresh)",
        "finished refresh cursor=nil attempt=1 generation=1: 3 rows from network in 0.0 seconds",
        "started append cursor=2 attempt=1 generation=1 (prefetch at row 2)",
        "finished append cursor=2 attempt=1 generation=1: 3 rows from network in 0.0 seconds",
        "started append cursor=3 attempt=1 generation=1 (prefetch at row 5)",
        "finished append cursor=3 attempt=1 generation=1: 3 rows from network in 0.25 seconds",
        "started append cursor=4 attempt=1 generation=1 (prefetch at row 8)",
        "failed append cursor=4 attempt=1 generation=1: ServerUnavailable(); retry at 1.25 seconds",
        "started append cursor=4 attempt=2 generation=1 (automatic retry)",
        "finished append cursor=4 attempt=2 generation=1: 3 rows from network in 0.0 seconds",
        "trimmed the page at the start cursor=nil: 3 rows",
        "started append cursor=5 attempt=1 generation=1 (prefetch at row 11)",
        "cancelled append cursor=5 attempt=1 generation=1 (query change)",
        "started refresh cursor=nil attempt=1 generation=3 (query change)",
        "dropped the late result of append cursor=5 attempt=1 generation=1",
        "finished refresh cursor=nil attempt=1 generation=3: 3 rows from network in 0.0 seconds",
      ])
  }

  @Test("events carry the pager's clock: a load's start, its failure's retry time")
  func eventTimes() async throws {
    let clock = TestClock()
    let (pager, server) = try makeObservedPager(clock: clock)
    let recorder = EventRecorder(pager)
    try await runNetworkScenario(pager, server, clock: clock, recorder: recorder)
    let failure = recorder.events.first { if case .loadFailed = $0.kind { true } else { false } }
    #expect(failure?.time == .milliseconds(250))
    guard case .loadFailed(_, _, _, let retryAt)? = failure?.kind else {
      Issue.record("no failure")
      return
    }
    #expect(retryAt == .milliseconds(1250))
  }

  @Test("loadsInFlight shows the load waited for, with its cursor, attempt and start")
  func loadsInFlight() async throws {
    let clock = TestClock()
    let (pager, server) = try makeObservedPager(clock: clock)
    _ = EventRecorder(pager)
    Task { await pager.refresh() }
    await answer(server, 0, with: .success(articlePage(1...3, next: 2)), settling: pager)
    await clock.advance(by: .seconds(2))
    pager.itemDidAppear(at: 2)
    let load = try #require(pager.loadsInFlight.first)
    #expect(pager.loadsInFlight.count == 1 && load.startedAt == .seconds(2))
    #expect(load.request.query == "swift" && load.request.direction == .append)
    #expect(load.request.cursor == 2 && load.request.generation == 1 && load.request.attempt == 1)
    let made = PageRequest(query: "swift", direction: .append, cursor: 2, generation: 1)
    #expect(load.request != made, "a load is its own request, never one made equal by hand")
    await clock.advance(by: .milliseconds(300))
    #expect(pager.clockTime == .milliseconds(2_300), "an inspector's elapsed time: 0.3 s")
    await answer(server, 1, with: .success(articlePage(4...6, next: 3)), settling: pager)
    #expect(pager.loadsInFlight.isEmpty)
  }

  @Test("loads carry their start time while nothing observes; a stopped observer hears nothing")
  func startTimesUnobserved() async throws {
    let clock = TestClock()
    let (pager, server) = try makeObservedPager(clock: clock)
    pager.query = "swift"
    _ = await arrival(of: 0, at: server)
    #expect(pager.loadsInFlight.map(\.startedAt) == [.zero])
    var heard = 0
    let observation = pager.observeEvents { _ in heard += 1 }
    pager.stopObserving(observation)
    await clock.advance(by: .seconds(1))
    pager.query = "rust"
    #expect(pager.loadsInFlight.map(\.startedAt) == [.seconds(1)], "the new query's load")
    #expect(heard == 0)
    #expect(pager.recentEvents.isEmpty)
  }

  @Test("recentEvents keeps the last events up to its limit, for an inspector")
  func recentEvents() async throws {
    let clock = TestClock()
    let (pager, server) = try makeObservedPager(clock: clock)
    pager.recentEventLimit = 3
    let recorder = EventRecorder(pager)
    try await runNetworkScenario(pager, server, clock: clock, recorder: recorder)
    #expect(pager.recentEvents.map(\.description) == Array(recorder.lines.suffix(3)))
  }

  @Test("the events stream yields what the observers get, and ends with the pager")
  func stream() async throws {
    let stream: AsyncStream<PagerEvent<String, Int>>
    do {
      let (pager, server) = try makeObservedPager(clock: TestClock())
      stream = pager.events()
      pager.query = "swift"
      _ = await arrival(of: 0, at: server)
    }  // the pager is released here, its load in flight
    var lines: [String] = []
    for await event in stream { lines.append(event.description) }
    #expect(
      lines == [
        "started refresh cursor=nil attempt=1 generation=2 (query change)",
        "cancelled refresh cursor=nil attempt=1 generation=2 (released)",
      ])
  }
}
