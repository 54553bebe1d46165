import RefreshKit
import YLRefreshKit
import YLStateMachine

/// RefreshKit.md: an operator joins the parts and a machine runs it.
@MainActor
enum RefreshKitOverviewExample {
  static func load(viewModel: FeedViewModel) async throws {
    let machine = StateMachine(
      operator: RefreshOperator(
        dataSource: viewModel, networkManager: FeedClient(), target: .feed(page: 1)))
    try await machine.trigger(.pullToRefresh)
    try await machine.trigger(.loadingMore)
  }
}
