import Foundation
import RefreshKit
import RefreshKitHTTP

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One relaunch of a list whose 10 pages of `query` are cached: a new cache holding
/// `cachedPages`, a new Pager on it, a refresh, and the list walked until every page is fresh.
@MainActor
struct RevalidationRun {
  /// How the relaunch reloads the cached pages.
  enum Arm: Sendable {
    /// Today's behaviour: every page fetched again, no validators
    /// (`Pager(…revalidates: false, loadPage:)`, the loader dropping the validator).
    case plainRefetch
    /// Each page revalidated with its ETag through `If-None-Match` (`Pager(…loadPage:)`).
    case conditional
  }

  /// The fixture server's root URL.
  let baseURL: URL
  /// The session every run of one server shares.
  let session: URLSession
  /// The search query.
  let query: String

  /// Relaunches with `arm` over `cachedPages` and measures it; `ledger` gives the rate limit.
  func measure(
    _ arm: Arm, cachedPages: [CachedPage<ListedRepo, URL>], ledger: RateLimitLedger
  ) async throws -> ArmFigures {
    let cache = try await Self.cache(holding: cachedPages, key: query)
    let transport = CountingTransport(URLSessionHTTPTransport(session: session))
    let pager = makePager(arm, cache: cache, transport: transport)
    let cachedRows = cachedPages.reduce(0) { $0 + $1.page.items.count }
    let recorder = ChangeRecorder(pager, cachedRowCount: cachedRows)
    let clock = ContinuousClock()
    let start = clock.now
    let rows = await walk(pager)
    let seconds = Format.seconds(start.duration(to: clock.now))
    await pager.waitForCache()
    guard recorder.showedCachedRows else {
      throw BenchError.invalid("\(arm) relaunch: a page arrived before the cached rows showed")
    }
    guard rows == cachedRows, pager.staleSince == nil else {
      let failure =
        (pager.loadStates.refresh.failure?.error ?? pager.loadStates.append.failure?.error)
        .map { "\($0)" }
      throw BenchError.invalid(
        "\(arm) relaunch: \(rows) rows, not all fresh; failure: \(failure ?? "none")")
    }
    let tally = transport.tally
    return ArmFigures(
      requests: tally.requests, bodyBytes: tally.bodyBytes,
      rateLimitUnits: try ledger.spend(tally), changeSets: recorder.changeSets,
      touchedIDs: recorder.touchedIDs, seconds: seconds)
  }

  /// A relaunch whose screen appears while the cached pages are fresh (`max-age`): only the
  /// automatic first load, `loadIfNeeded()`; returns the requests it sent and the rows shown.
  func appear(
    _ arm: Arm, cachedPages: [CachedPage<ListedRepo, URL>], ledger: RateLimitLedger
  ) async throws -> (requests: Int, rows: Int) {
    guard cachedPages.allSatisfy({ ($0.page.freshUntil ?? .distantPast) > Date() }) else {
      throw BenchError.invalid("the cached pages are no longer fresh")
    }
    let cache = try await Self.cache(holding: cachedPages, key: query)
    let transport = CountingTransport(URLSessionHTTPTransport(session: session))
    let pager = makePager(arm, cache: cache, transport: transport)
    await pager.loadIfNeeded()
    await pager.waitForCache()
    let tally = transport.tally
    _ = try ledger.spend(tally)
    return (tally.requests, pager.items.count)
  }

  /// Walks `query` from an empty cache with a conditional pager and returns the pages it
  /// stored, each with its validator: what the relaunches start from.
  func fillCache(ledger: RateLimitLedger) async throws -> [CachedPage<ListedRepo, URL>] {
    let cache = InMemoryPageCache<ListedRepo, URL>()
    let transport = CountingTransport(URLSessionHTTPTransport(session: session))
    let pager = makePager(.conditional, cache: cache, transport: transport)
    _ = await walk(pager)
    await pager.waitForCache()
    _ = try ledger.spend(transport.tally)
    let pages = await cache.pages(for: query)
    guard pages.count == 10, pages.allSatisfy({ $0.page.validator?.entityTag != nil }) else {
      throw BenchError.invalid("cached \(pages.count) pages, not 10 with an ETag each")
    }
    return pages
  }

  /// Refreshes, then loads more until the end or a failure; returns the rows listed.
  private func walk(_ pager: Pager<String, URL, ListedRepo>) async -> Int {
    await pager.refresh()
    while pager.loadStates.append.endReached == false, pager.loadStates.append.failure == nil,
      pager.loadStates.refresh.failure == nil
    {
      let before = pager.items.count
      await pager.loadMore()
      if pager.items.count == before { break }
    }
    return pager.items.count
  }

  private func makePager(
    _ arm: Arm, cache: InMemoryPageCache<ListedRepo, URL>, transport: CountingTransport
  ) -> Pager<String, URL, ListedRepo> {
    let search = HTTPPageLoader<String, URL, ListedRepoBody, ListedRepo>(
      client: HTTPClient(
        configuration: HTTPClientConfiguration(baseURL: baseURL, userAgent: "refreshkit-bench"),
        decoder: SearchDecoding.decoder(), transport: transport),
      paging: .linkHeader,
      endpoint: { query in
        HTTPEndpoint(path: "/search/repositories", query: ["q": query, "per_page": "100"])
      },
      items: \.items)
    switch arm {
    case .plainRefetch:
      // The request without its validator: every page is fetched whole, as before
      // revalidation; the first load runs beside the cache read.
      let load: Pager<String, URL, ListedRepo>.LoadPage = { request in
        try await search.load(PageRequest(query: request.query, cursor: request.cursor))
      }
      return Pager(
        query: query, cache: cache, cacheKey: { $0 }, revalidates: false, loadPage: load)
    case .conditional:
      return Pager(query: query, cache: cache, cacheKey: { $0 }, loadPage: search.load)
    }
  }

  /// A new in-memory cache holding `pages` under `key`.
  private static func cache(holding pages: [CachedPage<ListedRepo, URL>], key: String)
    async throws -> InMemoryPageCache<ListedRepo, URL>
  {
    let cache = InMemoryPageCache<ListedRepo, URL>()
    guard let first = pages.first else { return cache }
    let epoch = await cache.replacePages(for: key, with: first)
    for page in pages.dropFirst() {
      guard await cache.appendPage(page, for: key, epoch: epoch) else {
        throw BenchError.invalid("the cache refused a page")
      }
    }
    return cache
  }
}
