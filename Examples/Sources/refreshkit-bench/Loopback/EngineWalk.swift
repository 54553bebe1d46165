import Foundation
import RefreshKitHTTP
import YLRefreshKit
import YLStateMachine

/// Walks every page of a query with RefreshKitHTTP and the engine: refresh, then load-more
/// until there is no next page.
@MainActor
struct EngineWalk {
  /// The fixture server's root URL.
  let baseURL: URL
  /// The search query.
  let query: String
  /// Results per page.
  let perPage: Int

  /// Walks with `transport`; returns the repositories loaded.
  func run(transport: any HTTPTransport = URLSessionHTTPTransport()) async throws -> Int {
    let network = HTTPNetworkManager<RepoSearchTarget, SearchBody, RepoPage>(
      configuration: HTTPClientConfiguration(baseURL: baseURL, userAgent: "refreshkit-bench"),
      paging: .linkHeader, decoder: SearchDecoding.decoder(), transport: transport,
      endpoint: { target in
        HTTPEndpoint(
          path: "/search/repositories",
          query: ["q": target.query, "per_page": String(target.perPage)])
      },
      makeModel: { RepoPage(items: $0.items) })
    let dataSource = RepoDataSource()
    let walkOperator = RefreshOperator(
      dataSource: dataSource, networkManager: network,
      target: RepoSearchTarget(query: query, perPage: perPage))
    let machine = StateMachine(operator: walkOperator)
    var state = try await machine.trigger(.pullToRefresh)
    while walkOperator.canLoadMore, !state.isError {
      state = try await machine.trigger(.loadingMore)
    }
    if let error = state.error { throw BenchError.invalid("engine walk failed: \(error)") }
    return withExtendedLifetime(dataSource) { walkOperator.itemCount }
  }
}
