import RefreshKitLocking
import RefreshKitTesting
import Testing

@Suite(
  "waitForCallback: a test double's wait that ends on its call or on cancellation",
  .timeLimit(.minutes(1)))
struct WaitForCallbackTests {
  @Test("the wait ends when resume is called, and a second call does nothing")
  func resumeEndsTheWait() async throws {
    let held = Locked<(@Sendable () -> Void)?>(nil)
    let waiting = Task { await waitForCallback { resume in held.withLock { $0 = resume } } }
    let resume = try await waitBounded(for: "the wait to arm") {
      while true {
        if let resume = held.withLock({ $0 }) { return resume }
        await Task.yield()
      }
    }
    resume()
    try await waiting.boundedValue("the wait")
    resume()  // after the wait: nothing happens
  }

  @Test("cancelling the waiting task ends the wait though resume is never called")
  func cancellationEndsTheWait() async throws {
    let armed = Locked(false)
    let waiting = Task { await waitForCallback { _ in armed.withLock { $0 = true } } }
    waiting.cancel()
    try await waiting.boundedValue("the cancelled wait")
    #expect(armed.withLock { $0 }, "arm ran even so")
  }

  @Test("a resume called while arming ends the wait at once")
  func resumeWhileArming() async {
    await waitForCallback { resume in resume() }
  }
}
