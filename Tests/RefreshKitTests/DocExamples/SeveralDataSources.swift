import RefreshKit
import YLRefreshKit

/// SeveralDataSources.md: tabs, each paging on its own.
@MainActor
enum SeveralDataSourcesExample {
  static func tabs(
    allOrders: RefreshOperator<FeedViewModel, FeedClient>,
    unpaidOrders: RefreshOperator<FeedViewModel, FeedClient>
  ) throws {
    let tabs = RefreshSources(
      .init(key: "all", operator: allOrders, noMoreTitle: "No more orders"),
      [.init(key: "unpaid", operator: unpaidOrders, noMoreTitle: "No more unpaid orders")])
    tabs.current.refresh()
    try tabs.select("unpaid")  // an unknown key throws UnknownSourceError
    let status = tabs.refreshStatus["all"]  // page (from 1), isLoading, noMoreData, noMoreTitle
    print(status?.page ?? 1)
  }
}
