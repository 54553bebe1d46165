import RefreshKitHTTP
import YLRefreshKit

/// RefreshKitHTTP.md: a command-line client walks pages itself, retrying each.
enum RetryingWalkExample {
  static func walk(
    manager: HTTPNetworkManager<RepositorySearch, GitHubSearchResponse, RepositoryList>,
    search: RepositorySearch
  ) async throws {
    var page = try await manager.request(target: search)
    while let next = page.nextPage {
      page = try await RetryPolicy().run { _ in
        try await manager.request(target: search, cursor: next)
      }
    }
  }
}
