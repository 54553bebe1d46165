import Foundation
import RefreshKit
import RefreshKitHTTP

/// Walks every page of a query with RefreshKitHTTP and a `Pager`: refresh, then load-more
/// until the end is reached.
@MainActor
struct LoopbackPagerWalk {
  /// The fixture server's root URL.
  let baseURL: URL
  /// The search query.
  let query: String
  /// Results per page.
  let perPage: Int

  /// Walks with `transport`; returns the repositories loaded.
  func run(transport: any HTTPTransport = URLSessionHTTPTransport()) async throws -> Int {
    let perPage = perPage
    let search = HTTPPageLoader<String, URL, SearchBody, Repo>(
      client: HTTPClient(
        configuration: HTTPClientConfiguration(baseURL: baseURL, userAgent: "refreshkit-bench"),
        decoder: SearchDecoding.decoder(), transport: transport),
      paging: .linkHeader,
      endpoint: { query in
        HTTPEndpoint(
          path: "/search/repositories", query: ["q": query, "per_page": String(perPage)])
      },
      items: \.items)
    let pager = Pager(query: query, loadPage: search.load)
    await pager.refresh()
    while !pager.loadStates.append.endReached, pager.loadStates.append.failure == nil,
      pager.loadStates.refresh.failure == nil
    {
      let before = pager.items.count
      await pager.loadMore()
      if pager.items.count == before { break }
    }
    if let failure = pager.loadStates.refresh.failure ?? pager.loadStates.append.failure {
      throw BenchError.invalid("pager walk failed: \(failure)")
    }
    return pager.items.count
  }
}
