import RefreshKit
import YLRefreshKit

// The `CompletionNetworkManagerType` documentation's example, compiled.

/// A completion-handler API of the kind the seed's network managers wrapped.
enum LegacyAPI {
  static func fetch(
    page: Int, completion: @escaping @Sendable (Result<Feed, any Error>) -> Void
  ) {
    completion(.success(RepoPage.make(page, next: page < 3 ? page + 1 : nil)))
  }
}

struct LegacyClient: CompletionNetworkManagerType {
  // Named: Swift cannot infer them through the async bridge.
  typealias Target = FeedTarget
  typealias Model = Feed
  typealias E = any Error

  func request(
    target: FeedTarget, completion: @escaping @Sendable (Result<Feed, any Error>) -> Void
  ) {
    LegacyAPI.fetch(page: target.page) { completion($0) }
  }
}
