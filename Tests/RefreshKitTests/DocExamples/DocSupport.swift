import RefreshKit
import YLRefreshKit

/// What the documentation's examples take for granted: a feed page and a client for it.
typealias Feed = RepoPage

/// The documentation's `FeedClient`: three pages of a made-up feed.
struct FeedClient: NetworkManagerType {
  func request(target: FeedTarget) async throws -> Feed {
    RepoPage.make(target.page, next: target.page < 3 ? target.page + 1 : nil)
  }
}
