import Clocks
@_spi(Diagnostics) import RefreshKit
import RefreshKitTesting
import Testing

/// Records a pager's events as their descriptions, and lets a test wait until a number of
/// them arrived: a bounded wait that ends when the waiting task is cancelled (a suite's
/// `.timeLimit`) and says what it waited for, so a pager that emits one event too few fails
/// the test instead of hanging it.
@MainActor
final class EventRecorder {
  private(set) var events: [PagerEvent<String, Int>] = []
  private var waiting: [(count: Int, resume: @Sendable () -> Void)] = []

  init(_ pager: ArticlePager) {
    pager.observeEvents { [weak self] event in self?.record(event) }
  }

  var lines: [String] { events.map(\.description) }

  private func record(_ event: PagerEvent<String, Int>) {
    events.append(event)
    let ready = waiting.filter { events.count >= $0.count }
    waiting.removeAll { events.count >= $0.count }
    for waiter in ready { waiter.resume() }
  }

  /// Returns once `count` events were recorded; throws ``WaitTimedOut`` (naming the count and
  /// the events recorded so far) after `timeout`, or `CancellationError` when cancelled.
  func waitForEvents(_ count: Int, timeout: Duration = .seconds(10)) async throws {
    guard events.count < count else { return }
    try await waitBounded(for: "\(count) events", timeout: timeout) { [self] in
      await self.untilRecorded(count)
    }
    guard events.count >= count else {
      throw WaitTimedOut(
        what: "\(count) events; \(events.count) recorded: \(lines)", timeout: timeout)
    }
  }

  /// Waits until `count` events were recorded, or the waiting task is cancelled.
  private func untilRecorded(_ count: Int) async {
    await waitForCallback { resume in
      if events.count >= count { resume() } else { waiting.append((count, resume)) }
    }
  }
}

/// A pager of three articles a page on a scripted server, holding at most nine, retrying a
/// failure once a second later, on `clock`.
@MainActor
func makeObservedPager(clock: TestClock<Duration>) throws -> (ArticlePager, ArticleServer) {
  let server = ArticleServer()
  let configuration = try PagerConfiguration(pageSize: 3, prefetchDistance: 1, maxItems: 9)
  let pager = ArticlePager(
    query: "swift", configuration: configuration,
    retry: AutomaticRetry(maxAttempts: 3, initialDelay: .seconds(1)), clock: clock
  ) { request in try await server.request(target: request) }
  return (pager, server)
}

/// Drives the network scenario of the issue on `pager`: a refresh, two appends (the second
/// taking 250 ms), an append failure and its automatic retry (whose page trims the first page),
/// then a query change that cancels an append in flight; `events` is how many the recorder
/// must hold once the late result of that append was dropped.
@MainActor
func runNetworkScenario(
  _ pager: ArticlePager, _ server: ArticleServer, clock: TestClock<Duration>,
  recorder: EventRecorder
) async throws {
  Task { await pager.refresh() }
  await answer(server, 0, with: .success(articlePage(1...3, next: 2)), settling: pager)
  pager.itemDidAppear(at: 2)
  await answer(server, 1, with: .success(articlePage(4...6, next: 3)), settling: pager)
  pager.itemDidAppear(at: 5)
  _ = await arrival(of: 2, at: server)
  await clock.advance(by: .milliseconds(250))
  await respond(server, 2, with: .success(articlePage(7...9, next: 4)), settling: pager)
  pager.itemDidAppear(at: 8)
  await answer(server, 3, with: .failure(ServerUnavailable()), settling: pager)
  await clock.advance(by: .seconds(1))  // the automatic retry
  await answer(server, 4, with: .success(articlePage(10...12, next: 5)), settling: pager)
  pager.itemDidAppear(at: 8)  // row 11 of 12: the next page
  _ = await arrival(of: 5, at: server)
  pager.query = "rust"
  await answer(server, 6, with: .success(articlePage(101...103, next: 2)), settling: pager)
  try await recorder.waitForEvents(16)
}
