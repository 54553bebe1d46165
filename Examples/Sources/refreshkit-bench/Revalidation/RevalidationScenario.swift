import Foundation
import GitHubFixture
import Logging
import RefreshKit
import RefreshKitHTTP

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Scenario 8: a relaunch over 10 cached pages (1,000 rows) of the fixture server, revalidated
/// page by page with their ETags against the same relaunch fetching every page again, when
/// nothing changed and when one repository on one page changed in between.
@MainActor
struct RevalidationScenario {
  /// Fewer repetitions.
  let quick: Bool

  /// The query: every repository matches, so the 1,000-result window is full.
  static let query = "stars:>=0"
  /// The page (0-based) and row on it whose repository changes in the second situation.
  static let changedPlace = (page: 4, row: 37)

  private var repetitions: Int { quick ? 3 : 9 }

  /// Caches the 10 pages, relaunches over them with both arms while nothing changed, then
  /// again after restarting the server with one repository changed, and reports both.
  func run() async throws -> ScenarioReport {
    let ledger = RateLimitLedger()
    let dataset = RepositoryDataset.generated(seed: GitHubFixtureServer.defaultSeed)
    let first = try await RevalidationServer.start(dataset: dataset, port: 0)
    let cachedPages: [CachedPage<ListedRepo, URL>]
    let unchanged: Situation
    let appearing: Appearing
    do {
      let run = RevalidationRun(baseURL: first.baseURL, session: first.session, query: Self.query)
      cachedPages = try await run.fillCache(ledger: ledger)
      appearing = try await appear(run, cachedPages: cachedPages, ledger: ledger)
      unchanged = try await measure(run, cachedPages: cachedPages, ledger: ledger)
      try await first.stop()
    } catch {
      try? await first.stop()
      throw error
    }
    let changedPage = try Self.changedPage(of: cachedPages)
    let changedRepo = try Self.changedRepo(of: cachedPages)
    let edited = try Self.dataset(dataset, editing: changedRepo)
    // The same port keeps every URL in the bodies and `Link` headers, so the other 9 pages
    // are byte for byte what was cached.
    let second: RevalidationServer
    do {
      second = try await RevalidationServer.start(dataset: edited, port: first.port)
    } catch {
      throw BenchError.invalid("the fixture server did not restart on port \(first.port): \(error)")
    }
    guard second.baseURL == first.baseURL else {
      try? await second.stop()
      throw BenchError.invalid("the restarted server is at \(second.baseURL), not \(first.baseURL)")
    }
    ledger.reset()
    let changed: Situation
    do {
      let run = RevalidationRun(
        baseURL: second.baseURL, session: second.session, query: Self.query)
      changed = try await measure(run, cachedPages: cachedPages, ledger: ledger)
      try await second.stop()
    } catch {
      try? await second.stop()
      throw error
    }
    return RevalidationReport(
      appearing: appearing, unchanged: unchanged, changed: changed, changedRepo: changedRepo,
      changedPageIDs: Set(changedPage.page.items.map(\.id)), repetitions: repetitions
    ).render()
  }

  /// A screen appearing over the fresh cached pages, with each arm.
  private func appear(
    _ run: RevalidationRun, cachedPages: [CachedPage<ListedRepo, URL>], ledger: RateLimitLedger
  ) async throws -> Appearing {
    let conditional = try await run.appear(.conditional, cachedPages: cachedPages, ledger: ledger)
    let plain = try await run.appear(.plainRefetch, cachedPages: cachedPages, ledger: ledger)
    guard conditional.rows == cachedPages.reduce(0, { $0 + $1.page.items.count }) else {
      throw BenchError.invalid("the fresh cache showed \(conditional.rows) rows")
    }
    return Appearing(plainRequests: plain.requests, conditionalRequests: conditional.requests)
  }

  /// Relaunches `repetitions` times with each arm, alternating which goes first.
  private func measure(
    _ run: RevalidationRun, cachedPages: [CachedPage<ListedRepo, URL>], ledger: RateLimitLedger
  ) async throws -> Situation {
    var plain: [ArmFigures] = []
    var conditional: [ArmFigures] = []
    for repetition in 0..<repetitions {
      for plainFirst in [repetition % 2 == 0, repetition % 2 != 0] {
        let arm: RevalidationRun.Arm = plainFirst ? .plainRefetch : .conditional
        let figures = try await run.measure(arm, cachedPages: cachedPages, ledger: ledger)
        if plainFirst { plain.append(figures) } else { conditional.append(figures) }
      }
    }
    return Situation(plain: try Self.median(plain), conditional: try Self.median(conditional))
  }

  /// The figures of every run (which must agree on all counts) with the median time.
  private static func median(_ runs: [ArmFigures]) throws -> ArmFigures {
    guard var figures = runs.first, runs.allSatisfy({ $0.countsEqual(figures) }) else {
      throw BenchError.invalid("repeated relaunches did not send and receive the same")
    }
    figures.seconds = Statistics.median(runs.map(\.seconds))
    return figures
  }

  private static func changedPage(of pages: [CachedPage<ListedRepo, URL>]) throws -> CachedPage<
    ListedRepo, URL
  > {
    guard let page = pages[safe: changedPlace.page] else {
      throw BenchError.invalid("no cached page \(changedPlace.page + 1)")
    }
    return page
  }

  private static func changedRepo(of pages: [CachedPage<ListedRepo, URL>]) throws -> ListedRepo {
    guard let repo = try changedPage(of: pages).page.items[safe: changedPlace.row] else {
      throw BenchError.invalid("no row \(changedPlace.row + 1) on the changed page")
    }
    return repo
  }

  /// `dataset` with the description of `repo` edited: its place in the results stays (the
  /// query has no text, so results are ordered by stars and id).
  private static func dataset(_ dataset: RepositoryDataset, editing repo: ListedRepo) throws
    -> RepositoryDataset
  {
    var repositories = dataset.repositories
    guard let index = repositories.firstIndex(where: { $0.id == repo.id }) else {
      throw BenchError.invalid("repository \(repo.id) is not in the dataset")
    }
    repositories[index].description = (repo.description ?? "") + " (edited)"
    return try RepositoryDataset(repositories: repositories)
  }
}
