import Clocks
import RefreshKit
import RefreshKitTesting
import Testing

/// A server error that asks the client to wait.
private struct TooManyRequests: RetryAfterProviding {
  var retryAfter: Duration?
}

@Suite(
  "AutomaticRetry: exponential backoff that honours the server's retry-after",
  .timeLimit(.minutes(3)))
struct AutomaticRetryTests {
  @Test("off by default: no retry after any failure")
  func offByDefault() {
    #expect(AutomaticRetry.off.delay(after: 1, error: ServerUnavailable()) == nil)
  }

  @Test("the wait doubles from the initial delay and is capped")
  func doublesAndCaps() {
    let policy = AutomaticRetry(maxAttempts: 10, initialDelay: .seconds(1), maxDelay: .seconds(5))
    let waits = (1...5).map { policy.delay(after: $0, error: ServerUnavailable()) }
    #expect(waits == [.seconds(1), .seconds(2), .seconds(4), .seconds(5), .seconds(5)])
  }

  @Test("after the last attempt there is no retry")
  func stopsAfterMaxAttempts() {
    let policy = AutomaticRetry.exponential(maxAttempts: 3)
    #expect(policy.delay(after: 2, error: ServerUnavailable()) != nil)
    #expect(policy.delay(after: 3, error: ServerUnavailable()) == nil)
  }

  @Test("a longer retry-after replaces the backoff; one beyond the limit is not retried")
  func honoursRetryAfter() {
    let policy = AutomaticRetry(maxAttempts: 5, maxServerDelay: .seconds(60))
    #expect(
      policy.delay(after: 1, error: TooManyRequests(retryAfter: .seconds(20))) == .seconds(20))
    #expect(
      policy.delay(after: 1, error: TooManyRequests(retryAfter: .milliseconds(1))) == .seconds(1))
    #expect(policy.delay(after: 1, error: TooManyRequests(retryAfter: .seconds(61))) == nil)
  }

  @Test("cancellations and broken paging are never retried")
  func neverRetried() {
    let policy = AutomaticRetry.exponential()
    #expect(policy.delay(after: 1, error: CancellationError()) == nil)
    #expect(policy.delay(after: 1, error: PagingError<Int>.repeatedCursor(2)) == nil)
  }
}

@MainActor
@Suite("Pager automatic retry, on a test clock", .timeLimit(.minutes(3)))
struct PagerAutomaticRetryTests {
  @Test("without a policy a failed page waits for retry(), however much time passes")
  func noPolicyNoRetry() async {
    let clock = TestClock()
    let (pager, server) = makeArticlePager(clock: clock)
    pager.query = "swift"
    await answer(server, 0, with: .failure(ServerUnavailable()), settling: pager)
    await clock.advance(by: .seconds(600))
    #expect(server.requests.count == 1)
    #expect(pager.loadStates.refresh.failure != nil)
  }

  @Test("a failed page is retried after 1 s, then 2 s, with the same cursor and the next attempt")
  func backoff() async {
    let clock = TestClock()
    let (pager, server) = makeArticlePager(retry: .exponential(maxAttempts: 3), clock: clock)
    pager.query = "swift"
    await answer(server, 0, with: .success(articlePage(1...3, next: 2)), settling: pager)
    Task { await pager.loadMore() }
    await answer(server, 1, with: .failure(ServerUnavailable()), settling: pager)
    await clock.advance(by: .milliseconds(999))
    #expect(server.requests.count == 2, "not before the backoff")
    await clock.advance(by: .milliseconds(1))
    await answer(server, 2, with: .failure(ServerUnavailable()), settling: pager)
    #expect(
      server.arrivedRequest(at: 2)?.load.cursor == 2
        && server.arrivedRequest(at: 2)?.load.attempt == 2)
    await clock.advance(by: .seconds(2))
    await answer(server, 3, with: .failure(ServerUnavailable()), settling: pager)
    #expect(server.arrivedRequest(at: 3)?.load.attempt == 3)
    await clock.advance(by: .seconds(600))
    #expect(server.requests.count == 4, "three attempts, then the failure stays")
    #expect(pager.loadStates.append.failure?.attempt == 3)
    #expect(pager.ids == [1, 2, 3])
  }

  @Test("a new query cancels the scheduled retry")
  func queryCancelsRetry() async {
    let clock = TestClock()
    let (pager, server) = makeArticlePager(retry: .exponential(), clock: clock)
    pager.query = "swift"
    await answer(server, 0, with: .failure(ServerUnavailable()), settling: pager)
    pager.query = "rust"
    await answer(server, 1, with: .success(articlePage(1...2, next: nil)), settling: pager)
    await clock.advance(by: .seconds(60))
    #expect(server.requests.count == 2)
  }

  @Test("releasing the pager cancels its scheduled retry")
  func releaseCancelsRetry() async {
    let clock = TestClock()
    let server = ArticleServer()
    var pager: ArticlePager? = ArticlePager(
      query: "swift", networkManager: server, retry: .exponential(), clock: clock)
    pager?.query = "swift"
    if let pager {
      await answer(server, 0, with: .failure(ServerUnavailable()), settling: pager)
    }
    weak let released = pager
    pager = nil
    #expect(released == nil)
    await clock.advance(by: .seconds(60))
    #expect(server.requests.count == 1)
  }
}
