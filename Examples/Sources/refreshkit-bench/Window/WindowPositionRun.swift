import RefreshKit
import RefreshKitTesting

/// Seeded runs of `keepPosition` refreshes 5,000 rows deep while the server inserts and
/// removes rows between refreshes; counts the refreshes after which the anchor row is where
/// the user left it, for RefreshKit's `Pager` and for a refresh key by position (Paging 3's).
@MainActor
struct WindowPositionRun {
  let runs: Int
  let refreshesPerRun = 3

  /// The server a run changes between refreshes; the pager's loads read it when they run.
  @MainActor private final class ChangingServer {
    var server = SyntheticServer(count: 10_000, pageSize: 30, ids: Array(0..<10_000))
  }

  /// Refreshes where the anchor still existed; and how many of them kept it in place.
  func run() async throws -> (refreshes: Int, kept: Int, keptByPosition: Int) {
    var refreshes = 0
    var kept = 0
    var keptByPosition = 0
    let configuration = try PagerConfiguration(pageSize: 30, prefetchDistance: 15, maxItems: 300)
    for seed in 1...UInt64(runs) {
      var random = SplitMix64(seed: seed)
      let source = ChangingServer()
      let pager = SyntheticPager(
        query: "feed", configuration: configuration, initialKey: 5_000 / 30 + 1
      ) { @MainActor request in source.server.page(request.cursor) }
      await pager.refresh()
      await pager.settle()
      for _ in 0..<refreshesPerRun {
        let position = 5_000 + random.nextInt(below: 60) - 30
        pager.positionDidAppear(position)
        await pager.settle()
        let index = position - pager.placeholdersBefore
        guard pager.items.indices.contains(index) else { continue }
        let anchor = pager.items[index].id
        churn(&source.server, random: &random)
        guard let truth = source.server.ids?.firstIndex(of: anchor) else { continue }
        refreshes += 1
        if source.server.ids?[position] == anchor { keptByPosition += 1 }
        await pager.refresh(.keepPosition)
        await pager.settle()
        if pager.anchor?.id == anchor, pager.anchor?.position == truth { kept += 1 }
      }
    }
    return (refreshes, kept, keptByPosition)
  }

  /// Inserts and removes up to 40 rows anywhere (the anchor may go too).
  private func churn(_ server: inout SyntheticServer, random: inout SplitMix64) {
    var ids = server.ids ?? []
    for _ in 0..<random.nextInt(below: 41) {
      if random.nextUnitInterval() < 0.5 {
        ids.insert(
          1_000_000 + random.nextInt(below: 1_000_000_000), at: random.nextInt(below: ids.count))
      } else {
        ids.remove(at: random.nextInt(below: ids.count))
      }
    }
    var seen = Set<Int>()
    server.ids = ids.filter { seen.insert($0).inserted }
  }
}
