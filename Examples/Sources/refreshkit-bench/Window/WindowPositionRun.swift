import RefreshKit
import RefreshKitTesting

/// Seeded runs of `keepPosition` refreshes 5,000 rows deep while the server inserts and
/// removes rows between refreshes; counts the refreshes after which the anchor row is where
/// the user left it, for RefreshKit and for a refresh key by position (Paging 3's).
struct WindowPositionRun {
  let runs: Int
  let refreshesPerRun = 3

  /// Refreshes where the anchor still existed; and how many of them kept it in place.
  func run() throws -> (refreshes: Int, kept: Int, keptByPosition: Int) {
    var refreshes = 0
    var kept = 0
    var keptByPosition = 0
    for seed in 1...UInt64(runs) {
      var random = SplitMix64(seed: seed)
      var server = SyntheticServer(count: 10_000, pageSize: 30, ids: Array(0..<10_000))
      let configuration = try PagerConfiguration(pageSize: 30, prefetchDistance: 15, maxItems: 300)
      var machine = SyntheticMachine(
        query: "feed", configuration: configuration, initialKey: 5_000 / 30 + 1)
      _ = machine.refresh()
      machine.settle { server.page($0.cursor) }
      for _ in 0..<refreshesPerRun {
        let position = 5_000 + random.nextInt(below: 60) - 30
        _ = machine.positionDidAppear(position)
        machine.settle { server.page($0.cursor) }
        let index = position - machine.window.placeholdersBefore
        guard machine.window.items.indices.contains(index) else { continue }
        let anchor = machine.window.items[index].id
        churn(&server, random: &random)
        guard let truth = server.ids?.firstIndex(of: anchor) else { continue }
        refreshes += 1
        if server.ids?[position] == anchor { keptByPosition += 1 }
        _ = machine.refresh(.keepPosition)
        machine.settle { server.page($0.cursor) }
        if machine.anchor == PagerAnchor(id: anchor, position: truth) { kept += 1 }
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
