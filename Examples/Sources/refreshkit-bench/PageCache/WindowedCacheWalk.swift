import Foundation
import RefreshKit
import RefreshKitGRDB

/// The cache row of a windowed list: a `Pager` holding at most 500 rows walks instant synthetic
/// pages of 100 forward, each append past the window dropping the top page. RefreshKit writes
/// each move as a slide (the new page in, the dropped one out); the baseline is the same walk
/// on a store that cannot slide, so every move rewrites the five pages held, as before.
@MainActor
struct WindowedCacheWalk {
  /// Fewer pages and repetitions.
  let quick: Bool
  let directory: URL

  private var pageCount: Int { quick ? 60 : 200 }
  private var repetitions: Int { quick ? 3 : 7 }

  func rows() async throws -> (rows: [ResultRow], notes: [String]) {
    let clock = ContinuousClock()
    var sliding: [Double] = []
    var rewriting: [Double] = []
    for repetition in 0..<repetitions {
      for slides in [repetition % 2 == 0, repetition % 2 != 0] {
        let path = directory.appendingPathComponent("window-\(repetition)-\(slides).sqlite").path
        let store = try GRDBPageCache<CachedRepo, Int>(path: path)
        let cache: any PageCache<CachedRepo, Int> =
          slides ? store : RewritingPageCache(store: store)
        let pager = try pager(cache: cache)
        let start = clock.now
        let held = await PagerWalk.walk(pager)
        let seconds = Format.seconds(start.duration(to: clock.now))
        let kept = try await store.pages(for: "window").map(\.key)
        let last = pager.items.last?.id
        guard held == 500, last == pageCount * 100 - 1, kept == Array(pageCount - 4...pageCount)
        else {
          throw BenchError.invalid(
            "held \(held) rows to \(String(describing: last)), cached \(kept)")
        }
        if slides { sliding.append(seconds) } else { rewriting.append(seconds) }
      }
    }
    let slidingMS = Statistics.median(sliding) * 1000
    let rewritingMS = Statistics.median(rewriting) * 1000
    let speedup = rewritingMS / slidingMS
    let row = ResultRow(
      scenario: .cache,
      metric: "windowed walk of \(pageCount) pages of 100 (maxItems 500) with the cache, median",
      refreshKit: slidingMS, baseline: rewritingMS, unit: "ms",
      baselineName: "a store that cannot slide")
    let note =
      "Window: a Pager with `maxItems` 500 walking \(pageCount) instant synthetic pages of 100 "
      + "forward to a GRDBPageCache, each append past the window dropping the top page, timed "
      + "until the last write finished; the store held the last five pages each time. "
      + "RefreshKit writes each move with `slidePages` (one page in, one out); the baseline "
      + "wraps the same store without `slidePages`, so each move rewrites the five pages held. "
      + "\(repetitions) walks each, alternating which goes first, medians. Goal ≥ 2× faster: "
      + (speedup >= 2 ? "met" : "NOT met") + " (\(Format.number(speedup, decimals: 1))×)."
    return ([row], [note])
  }

  private func pager(cache: any PageCache<CachedRepo, Int>) throws -> Pager<
    String, Int, CachedRepo
  > {
    let count = pageCount
    let configuration = try PagerConfiguration(pageSize: 100, prefetchDistance: 20, maxItems: 500)
    return Pager(
      query: "window", configuration: configuration, cache: cache, cacheKey: { $0 },
      loadPage: { request in
        let page = syntheticPage(request.cursor, pages: count)
        let number = request.cursor ?? 1
        return Page(items: page.items, previous: number > 1 ? number - 1 : nil, next: page.next)
      })
  }
}

/// A page cache that keeps its pages in `store` but cannot slide them: the default
/// `slidePages` answers `false`, and the pager rewrites every page it holds.
struct RewritingPageCache: PageCache {
  let store: GRDBPageCache<CachedRepo, Int>

  func pages(for key: String) async throws(PageCacheError) -> [CachedPage<CachedRepo, Int>] {
    try await store.pages(for: key)
  }

  func snapshot(for key: String) async throws(PageCacheError) -> PageCacheSnapshot<
    CachedRepo, Int
  > {
    try await store.snapshot(for: key)
  }

  func replacePages(for key: String, with first: CachedPage<CachedRepo, Int>)
    async throws(PageCacheError) -> PageCacheEpoch
  {
    try await store.replacePages(for: key, with: first)
  }

  func appendPage(_ page: CachedPage<CachedRepo, Int>, for key: String, epoch: PageCacheEpoch)
    async throws(PageCacheError) -> Bool
  {
    try await store.appendPage(page, for: key, epoch: epoch)
  }

  func replacePage(
    _ page: CachedPage<CachedRepo, Int>, at position: Int, for key: String, epoch: PageCacheEpoch
  ) async throws(PageCacheError) -> Bool {
    try await store.replacePage(page, at: position, for: key, epoch: epoch)
  }

  func removePages(for key: String) async throws(PageCacheError) {
    try await store.removePages(for: key)
  }
}
