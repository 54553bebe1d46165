import RefreshKit
import Testing

@Suite("Adaptive prefetch")
struct AdaptivePrefetchTests {
  @Test("before anything is measured the distance is the page size, as Paging 3's default")
  func startsAtThePageSize() throws {
    let harness = ScrollHarness(configuration: try PagerConfiguration(pageSize: 30))
    #expect(harness.machine.configuration.prefetch == .adaptive)
    #expect(harness.machine.prefetchDistance(forward: true) == 30)
    #expect(harness.machine.prefetchDistance(forward: false) == 30)
  }

  @Test("the distance grows after slow pages and shrinks back after fast ones")
  func distanceFollowsLatency() throws {
    var harness = ScrollHarness(configuration: try PagerConfiguration(pageSize: 30))
    harness.latency = .milliseconds(100)
    harness.start()
    harness.scroll(300, speed: 20)
    let fast = harness.machine.prefetchDistance(forward: true)
    harness.latency = .seconds(4)
    harness.scroll(600, speed: 20)
    let slow = harness.machine.prefetchDistance(forward: true)
    harness.latency = .milliseconds(100)
    harness.scroll(600, speed: 20)
    let fastAgain = harness.machine.prefetchDistance(forward: true)
    #expect(abs(fast - 60) <= 1)  // the lead, 20 rows/s × 3 s, above ⌈1.5 × 20 × 0.1⌉ = 3
    #expect(slow >= 115 && slow <= 125)  // ⌈1.5 × 20 × 4⌉ = 120
    #expect(fastAgain == fast)
  }

  @Test("the distance never covers less than 3 seconds of scrolling, however fast the network")
  func distanceKeepsTheLead() throws {
    let harness = try ScrollHarness.adaptive(latency: .milliseconds(50), scrolled: 600, speed: 60)
    #expect(abs(harness.machine.prefetchDistance(forward: true) - 180) <= 1)  // 60 rows/s × 3 s
    #expect(harness.machine.pipelineDepth == 1)  // a 50 ms page keeps up alone
  }

  @Test("a network that turns from 300 ms to 2.5 s without warning stalls no row")
  func latencyJumpIsCoveredByTheLead() throws {
    for speed in [20.0, 60] {
      var harness = try ScrollHarness.adaptive(
        latency: .milliseconds(300), scrolled: 900, speed: speed)
      harness.latency = .milliseconds(2_500)
      harness.scroll(900, speed: speed)
      #expect(harness.stalledRows == 0, "at \(speed) rows/s")
    }
  }

  @Test("a network that turns slow is followed from its first slow request, before it arrives")
  func latencyJumpIsFollowedInFlight() throws {
    var harness = try ScrollHarness.adaptive(
      latency: .milliseconds(300), scrolled: 600, speed: 20)
    #expect(harness.machine.pipelineDepth == 1)
    harness.latency = .seconds(8)
    var deepestBeforeASlowPage = 0
    harness.scroll(120, speed: 20) { harness in
      guard harness.machine.estimator.latencies.allSatisfy({ $0 < 1 }) else { return }
      deepestBeforeASlowPage = max(deepestBeforeASlowPage, harness.appendsInFlight)
    }
    // One request out for 3 s counts as a 3 s latency: ⌈1.5 × 20 × 3 ÷ 30⌉ = 3 in flight.
    #expect(deepestBeforeASlowPage >= 3)
  }

  @Test("a user who stops scrolling causes no more requests")
  func stoppingStopsLoading() throws {
    var harness = ScrollHarness(
      configuration: try PagerConfiguration(pageSize: 30), pipelined: true)
    harness.latency = .seconds(1)
    harness.start()
    harness.scroll(400, speed: 40)
    let stoppedAt = harness.now
    harness.advance(by: .seconds(30))
    let late = harness.starts.filter { $0.at > stoppedAt + .milliseconds(500) }
    #expect(late.isEmpty)
    #expect(harness.machine.loadsInFlight.isEmpty)
    let held = harness.machine.window.items.count - 1 - harness.position
    // What is held ahead stays within the distance plus one page, plus the page that was
    // loading at the row on screen.
    #expect(held <= harness.machine.prefetchDistance(forward: true) + 2 * harness.pageSize)
  }

  @Test("the direction change when scrolling up is followed in a both-directions list")
  func followsTheDirection() throws {
    var harness = ScrollHarness(
      configuration: try PagerConfiguration(pageSize: 30), initialKey: 101)
    harness.latency = .milliseconds(500)
    harness.start(at: 3_000)
    harness.scroll(200, speed: 30)
    #expect(harness.machine.estimator.forward)
    #expect(harness.machine.prefetchDistance(forward: false) == 0)
    #expect(harness.machine.prefetchDistance(forward: true) >= 20)
    harness.scroll(-600, speed: 30)
    #expect(!harness.machine.estimator.forward)
    #expect(harness.machine.prefetchDistance(forward: false) >= 20)
    #expect(harness.machine.prefetchDistance(forward: true) == 0)
    #expect(harness.stalledRows == 0)
  }

  @Test("the pipeline depth grows when one request cannot keep up and never passes its cap")
  func depthStaysWithinTheCap() throws {
    let configuration = try PagerConfiguration(
      pageSize: 30, prefetch: .adaptive(maxPipelineDepth: 3))
    var harness = ScrollHarness(configuration: configuration, pipelined: true)
    harness.latency = .seconds(2)
    harness.start()
    var deepest = 0
    harness.scroll(2_000, speed: 60) { harness in
      deepest = max(deepest, harness.appendsInFlight)
      #expect(harness.appendsInFlight <= 3)
      #expect(harness.machine.pipelineDepth <= 3)
    }
    #expect(deepest == 3)
  }

  @Test("a fixed distance stays what it was configured, whatever the network")
  func fixedStaysFixed() throws {
    var harness = ScrollHarness(
      configuration: try PagerConfiguration(pageSize: 30, prefetchDistance: 10))
    harness.latency = .seconds(2)
    harness.start()
    harness.scroll(300, speed: 20)
    #expect(harness.machine.configuration.prefetch == .fixed)
    #expect(harness.machine.prefetchDistance(forward: true) == 10)
  }
}
