import Clocks
import RefreshKit
import RefreshKitTesting
import Testing

/// Records a pager's events as their descriptions, and lets a test wait (bounded by the
/// suite's time limit) until a number of them arrived.
@MainActor
final class EventRecorder {
  private(set) var events: [PagerEvent<String, Int>] = []
  private var waiting: (count: Int, continuation: CheckedContinuation<Void, Never>)?

  init(_ pager: ArticlePager) {
    pager.observeEvents { [weak self] event in self?.record(event) }
  }

  var lines: [String] { events.map(\.description) }

  private func record(_ event: PagerEvent<String, Int>) {
    events.append(event)
    if let waiting, events.count >= waiting.count {
      self.waiting = nil
      waiting.continuation.resume()
    }
  }

  /// Returns once `count` events were recorded.
  func waitForEvents(_ count: Int) async {
    guard events.count < count else { return }
    await withCheckedContinuation { waiting = (count, $0) }
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
) async {
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
  await recorder.waitForEvents(16)
}
