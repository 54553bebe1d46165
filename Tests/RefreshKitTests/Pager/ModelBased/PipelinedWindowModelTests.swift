import RefreshKit
import RefreshKitTesting
import Testing

/// Random walks down pipelined windows (issue 32, part 2): page sizes, prefetch distances,
/// `maxItems` from the least to three pages more and pipeline depths 1 to 4, scrolled at
/// random speeds while pages arrive out of order. Each walk passes every page of the server;
/// checked against a naive reference (``PipelinedWalk``): the pages a walk needs are each
/// page once.
///
/// A failure names its seed; replay it alone with
/// `REFRESHKIT_SEED=<seed> swift test --filter PipelinedWindowModelTests`.
@Suite("PagerMachine, model-based: pipelined windows")
struct PipelinedWindowModelTests {
  @Test(
    "a walk down a pipelined window sends at most 1.05 requests per page passed, holds the server's rows at their positions and at most maxItems"
  )
  func requestsPerPagePassed() throws {
    let seeds = ModelSeeds(count: 200, base: 0x9199_3202)
    var depths: Set<Int> = []
    var pipelinedSteps = 0
    var trims = 0
    var failures = 0
    for seed in seeds where failures < 2 {
      var walk = try PipelinedWalk(seed: seed)
      depths.insert(walk.depth)
      var problems: [String] = []
      var steps = 0
      while problems.isEmpty, !walk.isDone {
        walk.step()
        steps += 1
        problems = walk.violations()
        if steps > 40 * walk.server.ids.count { problems.append("the walk never reached the end") }
      }
      if problems.isEmpty { problems = walk.requestProblems() }
      pipelinedSteps += walk.pipelinedSteps
      trims += walk.trims
      guard !problems.isEmpty else { continue }
      failures += 1
      Issue.record(
        """
        seed \(seed) (replay: REFRESHKIT_SEED=\(seed) swift test --filter PipelinedWindowModelTests), \
        \(walk.description), step \(steps): \(problems.joined(separator: "; ")); \
        last events: \(walk.history.suffix(12))
        """)
    }
    if seeds.isComplete, failures == 0 {
      #expect(depths == [1, 2, 3, 4], "every depth is walked")
      #expect(pipelinedSteps > 10_000, "the walks kept several appends in flight")
      #expect(trims > 10_000, "the windows trimmed")
    }
  }
}
