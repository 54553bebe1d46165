import RefreshKit

/// The cost of appending one page through a `Pager` that already holds many rows, against
/// the same append with few rows held: no work per page may grow with the rows held.
@MainActor
enum AppendCost {
  /// Rows a page holds.
  static let pageSize = 100

  /// The median time, in microseconds, of `samples` appends of one page to a pager holding
  /// about `held` rows. With few rows held every sample is a new pager filled to `held` rows,
  /// so each append starts from exactly that many; with many, one pager is filled once and
  /// appends `samples` pages in a row (holding `held` to `held + samples × pageSize` rows).
  static func medianMicroseconds(held: Int, samples: Int, freshPagerEach: Bool) async throws
    -> Double
  {
    let total = held + (samples + 1) * pageSize
    var times: [Double] = []
    var pager = try await filled(held: held, total: total)
    for _ in 0..<samples {
      if freshPagerEach { pager = try await filled(held: held, total: total) }
      let before = pager.items.count
      let clock = ContinuousClock()
      let start = clock.now
      await pager.loadMore()
      times.append(Format.seconds(start.duration(to: clock.now)) * 1_000_000)
      guard pager.items.count == before + pageSize else {
        throw BenchError.invalid("an append applied \(pager.items.count - before) rows")
      }
    }
    return Statistics.median(times)
  }

  /// A pager holding `held` rows of a feed of `total`.
  private static func filled(held: Int, total: Int) async throws -> PagerThroughput.FeedPager {
    let pager = PagerThroughput.pager(pageSize: pageSize, total: total)
    await pager.refresh()
    while pager.items.count < held {
      await pager.loadMore()
    }
    guard pager.items.count == held else {
      throw BenchError.invalid("filled \(pager.items.count) rows, not \(held)")
    }
    return pager
  }
}
