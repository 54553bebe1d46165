import YLRefreshKit

/// A network that answers at once with the page the target asks for, in constant time, so
/// the throughput figures measure the engine and the merge, not a test double's bookkeeping.
struct InstantFeedNetwork: NetworkManagerType {
  /// Rows per page.
  let pageSize: Int
  /// Rows in the whole feed.
  let total: Int

  /// Page `target.page` of the feed.
  func request(target: FeedTarget) async throws -> FeedPage {
    .page(target.page, pageSize: pageSize, total: total)
  }
}
