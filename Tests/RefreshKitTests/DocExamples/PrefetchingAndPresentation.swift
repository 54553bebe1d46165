import RefreshKit
import YLRefreshKit

/// PrefetchingAndPresentation.md: what adapters call.
@MainActor
enum PrefetchingExample {
  static func adapterCalls(_ feedOperator: RefreshOperator<FeedViewModel, FeedClient>) {
    let list = RefreshController(operator: feedOperator, prefetchDistance: 10)
    list.refresh()
    list.visibleRangeDidChange(lastVisibleIndex: 41)
    list.retry()
  }
}
