import Foundation
import RefreshKitHTTP
import Testing

@Suite("RetryPolicy: bounded retries for command-line clients", .timeLimit(.minutes(3)))
struct RetryPolicyTests {
  let policy = RetryPolicy(maxAttempts: 4, baseDelay: .seconds(1), maxDelay: .seconds(3))
  let now = Fixtures.fixedNow

  @Test(
    "which failures are retried, and after how long",
    arguments: [
      (HTTPLoadError.serverError(status: 503, message: nil), 1, Duration.seconds(1)),
      (.serverError(status: 500, message: nil), 2, .seconds(2)),
      (.timedOut, 3, .seconds(3)),
      (.malformedResponse(status: 200, snippet: "<html>", reason: "not JSON"), 1, .seconds(1)),
      (.timedOut, 4, nil),
      (.notFound(message: nil), 1, nil),
      (.validationFailed(message: "Validation Failed", errors: []), 1, nil),
      (.clientError(status: 401, message: nil), 1, nil),
      (.offline(.notConnectedToInternet), 1, nil),
      (.cancelled, 1, nil),
      (
        .rateLimited(
          status: 403, resetAt: Fixtures.fixedNow.addingTimeInterval(42.2), message: nil), 1,
        .seconds(43)
      ),
      (
        .rateLimited(status: 403, resetAt: Fixtures.fixedNow.addingTimeInterval(-5), message: nil),
        1, .zero
      ),
      (.rateLimited(status: 429, resetAt: nil, message: nil), 1, .seconds(60)),
      (
        .rateLimited(
          status: 403, resetAt: Fixtures.fixedNow.addingTimeInterval(3600), message: nil), 1, nil
      ),
    ] as [(HTTPLoadError, Int, Duration?)])
  func delays(error: HTTPLoadError, attempt: Int, expected: Duration?) {
    #expect(policy.delay(after: error, attempt: attempt, now: now) == expected)
  }

  @Test("retries 5xx with backoff until a success")
  func retriesUntilSuccess() async throws {
    let transport = FakeTransport(
      Fixtures.failure(503), Fixtures.failure(502), Fixtures.searchPage(1...2))
    let manager = Fixtures.searchManager(transport)
    var slept: [Duration] = []
    var attempts: [Int] = []
    let page = try await policy.run(
      now: { now }, sleep: { slept.append($0) },
      operation: { attempt in
        attempts.append(attempt)
        return try await manager.request(target: SearchTarget(query: "swift"))
      })
    #expect(page.items.count == 2)
    #expect(attempts == [1, 2, 3])
    #expect(slept == [.seconds(1), .seconds(2)])
  }

  @Test("gives up at once on a 404, and after the last attempt on 5xx")
  func givesUp() async {
    var slept: [Duration] = []
    await #expect(throws: HTTPLoadError.notFound(message: nil)) {
      try await policy.run(
        now: { now }, sleep: { slept.append($0) },
        operation: { _ in throw HTTPLoadError.notFound(message: nil) })
    }
    #expect(slept.isEmpty)
    var attempts = 0
    await #expect(throws: HTTPLoadError.timedOut) {
      try await policy.run(
        now: { now }, sleep: { slept.append($0) },
        operation: { _ in
          attempts += 1
          throw HTTPLoadError.timedOut
        })
    }
    #expect(attempts == 4)
    #expect(slept == [.seconds(1), .seconds(2), .seconds(3)])
  }

  @Test("an error that is not an HTTPLoadError is rethrown at once")
  func foreignErrors() async {
    struct Boom: Error, Equatable {}
    var attempts = 0
    await #expect(throws: Boom()) {
      try await policy.run(
        now: { now }, sleep: { _ in },
        operation: { _ in
          attempts += 1
          throw Boom()
        })
    }
    #expect(attempts == 1)
  }

  @Test("a cancelled wait surfaces as cancellation")
  func cancelledSleep() async {
    await #expect(throws: HTTPLoadError.cancelled) {
      try await policy.run(
        now: { now }, sleep: { _ in throw CancellationError() },
        operation: { _ in throw HTTPLoadError.serverError(status: 500, message: nil) })
    }
  }
}
