import Foundation
import GitHubFixture
import Logging
import RefreshKit
import RefreshKitGRDB

/// Scenario 6: the SQLite page cache. Time to the first row of a launch with 1,000 cached
/// rows against the same launch without a cache (the fixture server answering in 50 ms);
/// rows persisted per second while paging 100,000 synthetic rows; the cost of caching on the
/// loopback walk of 1,000 results; and a windowed list's writes (``WindowedCacheWalk``).
@MainActor
struct PageCacheScenario {
  /// Fewer repetitions and rows.
  let quick: Bool

  func run() async throws -> ScenarioReport {
    var logger = Logger(label: "refreshkit-bench.fixture")
    logger.logLevel = .error
    let server = try GitHubFixtureServer(configuration: .init(), logger: logger)
    let running = try await server.start()
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("refreshkit-bench-cache-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    do {
      guard let baseURL = URL(string: running.baseURL) else { throw BenchError.invalid("URL") }
      let pages = FixturePages(baseURL: baseURL)
      running.faults.set(FaultConfiguration(latencyMilliseconds: 50))
      let firstRow = try await firstRowRows(pages: pages, directory: directory)
      running.faults.set(.none)
      let writes = try await writeRows(directory: directory)
      let overhead = try await overheadRows(pages: pages, directory: directory)
      let window = try await WindowedCacheWalk(quick: quick, directory: directory).rows()
      try await running.stop()
      return ScenarioReport(
        scenario: .cache, rows: firstRow.rows + writes.rows + overhead.rows + window.rows,
        notes: firstRow.notes + writes.notes + overhead.notes + window.notes)
    } catch {
      try? await running.stop()
      throw error
    }
  }

  private var repetitions: Int { quick ? 3 : 9 }

  private func firstRowRows(pages: FixturePages, directory: URL) async throws -> (
    rows: [ResultRow], notes: [String]
  ) {
    let path = directory.appendingPathComponent("first-row.sqlite").path
    let filled = await PagerWalk.walk(try cachedPager(path: path, pages: pages))
    guard filled == 1_000 else { throw BenchError.invalid("filled \(filled) rows") }
    var cached: [Double] = []
    var uncached: [Double] = []
    for _ in 0..<repetitions {
      let launch = try cachedPager(path: path, pages: pages)
      cached.append(await PagerWalk.timeToFirstRow(launch))
      guard launch.items.count == 1_000 else { throw BenchError.invalid("cache lost rows") }
      uncached.append(await PagerWalk.timeToFirstRow(plainPager(pages: pages)))
    }
    let cachedMS = Statistics.median(cached) * 1000
    let uncachedMS = Statistics.median(uncached) * 1000
    let speedup = uncachedMS / cachedMS
    let row = ResultRow(
      scenario: .cache, metric: "time to first row at launch, 1,000 rows cached, median",
      refreshKit: cachedMS, baseline: uncachedMS, unit: "ms",
      baselineName: "no cache, loopback server at 50 ms")
    let note =
      "First row: a new GRDBPageCache opened on a file holding 1,000 rows (10 pages) and a new "
      + "Pager, from the start of its refresh until rows show; baseline the same Pager without "
      + "a cache against the fixture server answering in 50 ms; \(repetitions) launches each, "
      + "medians. Goal ≥ 10× sooner: " + (speedup >= 10 ? "met" : "NOT met")
      + " (\(Format.number(speedup, decimals: 1))×)."
    return ([row], [note])
  }

  private func writeRows(directory: URL) async throws -> (rows: [ResultRow], notes: [String]) {
    let pageCount = quick ? 200 : 1_000
    let path = directory.appendingPathComponent("throughput.sqlite").path
    let clock = ContinuousClock()
    var start = clock.now
    let cachedRows = await PagerWalk.walk(try syntheticPager(pages: pageCount, path: path))
    let cachedSeconds = Format.seconds(start.duration(to: clock.now))
    start = clock.now
    let plainRows = await PagerWalk.walk(try syntheticPager(pages: pageCount, path: nil))
    let plainSeconds = Format.seconds(start.duration(to: clock.now))
    guard cachedRows == pageCount * 100, plainRows == cachedRows else {
      throw BenchError.invalid("walked \(cachedRows) and \(plainRows) rows")
    }
    let row = ResultRow(
      scenario: .cache, metric: "rows paged and persisted per second (\(cachedRows) rows)",
      refreshKit: Double(cachedRows) / cachedSeconds, baseline: Double(plainRows) / plainSeconds,
      unit: "rows/s", baselineName: "the same walk without a cache")
    let note =
      "Throughput: a Pager walking \(pageCount) instant synthetic pages of 100 rows, every page "
      + "written to a GRDBPageCache (one transaction each) and the walk timed until the last "
      + "write finished; baseline the same walk without a cache."
    return ([row], [note])
  }

  private func overheadRows(pages: FixturePages, directory: URL) async throws -> (
    rows: [ResultRow], notes: [String]
  ) {
    let clock = ContinuousClock()
    var cached: [Double] = []
    var plain: [Double] = []
    for repetition in 0..<repetitions {
      let path = directory.appendingPathComponent("walk-\(repetition).sqlite").path
      for cacheFirst in [repetition % 2 == 0, repetition % 2 != 0] {
        let pager =
          cacheFirst ? try cachedPager(path: path, pages: pages) : plainPager(pages: pages)
        let start = clock.now
        let count = await PagerWalk.walk(pager)
        guard count == 1_000 else { throw BenchError.invalid("walked \(count) results") }
        let seconds = Format.seconds(start.duration(to: clock.now))
        if cacheFirst { cached.append(seconds) } else { plain.append(seconds) }
      }
    }
    let cachedMS = Statistics.median(cached) * 1000
    let plainMS = Statistics.median(plain) * 1000
    let ratio = cachedMS / plainMS
    let row = ResultRow(
      scenario: .cache, metric: "loopback walk of 1,000 results with the cache, median",
      refreshKit: cachedMS, baseline: plainMS, unit: "ms", baselineName: "the same walk, no cache")
    let note =
      "Overhead: a Pager walking the fixture server's 1,000 results (10 pages of 100, no "
      + "latency) writing every page to a new GRDBPageCache file, until the last write finished; "
      + "baseline the same walk without a cache; \(repetitions) each, alternating which goes "
      + "first, medians. Goal ≤ 1.10×: " + (ratio <= 1.10 ? "met" : "NOT met")
      + " (\(Format.number(ratio, decimals: 2))×)."
    return ([row], [note])
  }

  private func cachedPager(path: String, pages: FixturePages) throws -> Pager<
    String, Int, CachedRepo
  > {
    let cache = try GRDBPageCache<CachedRepo, Int>(path: path)
    let load: Pager<String, Int, CachedRepo>.LoadPage = { request in
      try await pages.load(page: request.cursor)
    }
    return Pager(
      query: pages.query, cache: cache, cacheKey: { $0 }, revalidates: false, loadPage: load)
  }

  private func plainPager(pages: FixturePages) -> Pager<String, Int, CachedRepo> {
    Pager(query: pages.query) { request in try await pages.load(page: request.cursor) }
  }

  private func syntheticPager(pages: Int, path: String?) throws -> Pager<String, Int, CachedRepo> {
    let load: Pager<String, Int, CachedRepo>.LoadPage = { request in
      syntheticPage(request.cursor, pages: pages)
    }
    guard let path else { return Pager(query: "synthetic", loadPage: load) }
    let cache = try GRDBPageCache<CachedRepo, Int>(path: path)
    return Pager(
      query: "synthetic", cache: cache, cacheKey: { $0 }, revalidates: false, loadPage: load)
  }
}
