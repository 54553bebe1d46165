import RefreshKitTesting
import YLRefreshKit

/// The benchmark feed's request: one page number.
struct FeedTarget: TargetType {
  /// The page to load, from 1.
  var page = 1

  /// A refresh asks for page 1, a load-more for the engine's cursor.
  mutating func update(with action: RefreshAction, cursor: Int?, targetInfo: (any Sendable)?) {
    page = cursor ?? 1
  }
}

/// The benchmark feed: integers, `pageSize` per page, `total` in all.
struct FeedPage: ModelType {
  /// The rows loaded.
  var items: [Int]
  /// The next page number, `nil` on the last page.
  var nextPage: Int?

  /// Pages append to `items`.
  var pageablePropertyPath: WritableKeyPath<FeedPage, [Int]>? { \.items }

  /// Page `number` (from 1) of a feed of `total` rows.
  static func page(_ number: Int, pageSize: Int, total: Int) -> FeedPage {
    let start = (number - 1) * pageSize
    let end = min(start + pageSize, total)
    return FeedPage(items: Array(start..<max(start, end)), nextPage: end < total ? number + 1 : nil)
  }
}

/// The screen's view model.
@MainActor
final class FeedDataSource: DataSourceType {
  /// The loaded feed.
  var model: FeedPage?
  /// Unused.
  var targetInfo: (any Sendable)?
}

/// The scripted "network": requests are held until the benchmark answers them.
typealias FeedNetwork = ScriptedNetworkManager<FeedTarget, FeedPage>

/// RefreshKit's operator over the scripted network.
typealias FeedOperator = RefreshOperator<FeedDataSource, FeedNetwork>
