import RefreshKit
import RefreshKitTesting
import Testing

/// Random scrolling both ways, trims, jumps, refreshes of every policy, slow and failing
/// pages, cancelled loads that end late with `CancellationError` (often while the same page
/// loads again), against a server whose ids are their positions, so every invariant is exact; and
/// against a server that inserts and removes rows as it goes, where after it stops and a
/// refresh, walking the whole list from the top shows the server's rows exactly once each.
@Suite("PagerMachine, model-based")
struct PagerMachineModelTests {
  struct Failure: Error {}

  @Test(
    "ids unique, items the server's rows at their positions, placeholders + items = total, change sets exact, no row lost or resurrected",
    arguments: [
      (jumps: true, counts: true, churn: false), (jumps: false, counts: true, churn: false),
      (jumps: false, counts: false, churn: false), (jumps: true, counts: true, churn: true),
      (jumps: false, counts: false, churn: true),
    ]
  )
  func invariants(jumps: Bool, counts: Bool, churn: Bool) throws {
    try invariants(jumps: jumps, counts: counts, churn: churn, cache: false)
  }

  @Test(
    "with a cache, every write leaves it holding the window's pages, whichever way it moved",
    arguments: [
      (jumps: true, counts: true, churn: false), (jumps: false, counts: false, churn: true),
    ]
  )
  func cacheFollowsTheWindow(jumps: Bool, counts: Bool, churn: Bool) throws {
    try invariants(jumps: jumps, counts: counts, churn: churn, cache: true)
  }

  func invariants(jumps: Bool, counts: Bool, churn: Bool, cache: Bool) throws {
    var pipelinedSteps = 0
    var slides = 0
    let seeds = ModelSeeds(count: 200, base: 1, step: 1)
    for seed in seeds {
      var run = try ModelRun(seed: seed, jumps: jumps, counts: counts, churn: churn, cache: cache)
      for step in 0..<250 {
        run.step()
        guard run.check(step: step) else { return }
        if run.machine.loadsInFlight.filter({ $0.direction == .append }).count > 1 {
          pipelinedSteps += 1
        }
        slides +=
          run.lastActions.filter { if case .writeCache(.slide) = $0 { true } else { false } }
          .count
      }
      guard run.reachesTheEnd() else { return }
    }
    if seeds.isComplete {
      #expect(pipelinedSteps > 100, "the runs kept several appends in flight")
      if cache { #expect(slides > 100, "the window slid in the cache") }
    }
  }

  @Test(
    "keepPosition finds its anchor at its new place in every seeded run with inserts and removals")
  func keepPositionUnderChurn() throws {
    for seed in ModelSeeds(count: 200, base: 1, step: 1) {
      var random = SplitMix64(seed: seed)
      var server = WindowServer(count: 2_000, pageSize: 20)
      let configuration = try PagerConfiguration(pageSize: 20, prefetchDistance: 5, maxItems: 100)
      var machine = MessageMachine(query: "q", configuration: configuration, initialKey: 60)
      _ = machine.refresh()
      machine.settle(from: server)
      for _ in 0..<5 {
        let shown =
          machine.window.placeholdersBefore + random.nextInt(below: machine.window.items.count)
        _ = machine.positionDidAppear(shown)
        machine.settle(from: server)
        let anchorID = machine.window.items[
          min(max(shown - machine.window.placeholdersBefore, 0), machine.window.items.count - 1)
        ].id
        for _ in 0..<random.nextInt(below: 19) {
          if random.nextUnitInterval() < 0.5 {
            server.ids.insert(
              10_000 + random.nextInt(below: 1_000_000), at: random.nextInt(below: server.ids.count)
            )
          } else {
            let index = random.nextInt(below: server.ids.count)
            if server.ids[index] != anchorID { server.ids.remove(at: index) }
          }
        }
        server.ids = uniqued(server.ids)
        _ = machine.refresh(.keepPosition)
        machine.settle(from: server)
        let expected = server.ids.firstIndex(of: anchorID)
        #expect(machine.anchor?.id == anchorID, "seed \(seed)")
        #expect(machine.anchor?.position == expected, "seed \(seed)")
        guard machine.anchor?.position == expected else { return }
      }
    }
  }
}

/// Keeps the first of repeated ids (random inserts may repeat one).
private func uniqued(_ ids: [Int]) -> [Int] {
  var seen = Set<Int>()
  return ids.filter { seen.insert($0).inserted }
}
