import Foundation
import RefreshKit
import RefreshKitHTTP
import YLRefreshKit

/// RefreshKitHTTP.md, "Conditional requests through a manager".
enum ConditionalRequestsExample {
  static func revalidate(
    manager: HTTPNetworkManager<RepositorySearch, GitHubSearchResponse, RepositoryList>,
    search: RepositorySearch, cached: RepositoryList, validator: PageValidator?
  ) async throws(HTTPLoadError) -> RepositoryList {
    let response = try await manager.conditionalRequest(
      target: search, cursor: nil, validator: validator)
    switch response.outcome {
    case .modified(let list):
      return list  // store response.validator and response.freshUntil with it
    case .unchanged:
      return cached  // 304: nothing was downloaded
    }
  }

  static func pagerLoader(
    manager: HTTPNetworkManager<RepositorySearch, GitHubSearchResponse, RepositoryList>
  ) -> @Sendable (PageRequest<String, URL>) async throws -> Page<GitHubRepository, URL> {
    let load = { @Sendable (request: PageRequest<String, URL>) async throws in
      try await manager.page(for: request, target: RepositorySearch(query: request.query))
    }
    return load
  }
}
