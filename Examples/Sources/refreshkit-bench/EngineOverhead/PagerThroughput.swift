import RefreshKit

/// A row of the `Pager` throughput figures: an id and nothing else, like the seed's `Int` rows.
struct FeedRow: Identifiable, Equatable, Sendable {
  let id: Int
}

/// Pages applied through the public `Pager`, its loader answering at once on the main actor,
/// so only the pager (its machine, the change set, the published items) is measured.
@MainActor
enum PagerThroughput {
  typealias FeedPager = Pager<String, Int, FeedRow>

  /// A forward-only, unbounded pager over a feed of `total` rows, `pageSize` a page.
  static func pager(pageSize: Int, total: Int) -> FeedPager {
    let configuration =
      (try? PagerConfiguration(pageSize: pageSize, prefetchDistance: 0)) ?? PagerConfiguration()
    return FeedPager(query: "feed", configuration: configuration) { @MainActor request in
      let number = request.cursor ?? 1
      let start = (number - 1) * pageSize
      let end = min(start + pageSize, total)
      return Page(
        items: (start..<max(start, end)).map(FeedRow.init(id:)),
        next: end < total ? number + 1 : nil)
    }
  }

  /// Seconds a `Pager` takes to refresh and then load `pages - 1` more.
  static func seconds(pages: Int, pageSize: Int) async throws -> Double {
    let pager = pager(pageSize: pageSize, total: pages * pageSize)
    let clock = ContinuousClock()
    let start = clock.now
    try await load(pages: pages, pageSize: pageSize, into: pager)
    return Format.seconds(start.duration(to: clock.now))
  }

  /// Refreshes `pager` and loads until it holds `pages` pages, checking every row arrived.
  static func load(pages: Int, pageSize: Int, into pager: FeedPager) async throws {
    await pager.refresh()
    for _ in 1..<pages {
      await pager.loadMore()
    }
    let rows = pages * pageSize
    guard pager.items.count == rows else {
      throw BenchError.invalid("the pager applied \(pager.items.count) of \(rows) rows")
    }
  }
}
