import RefreshKit
import YLRefreshKit
import YLStateMachine

/// StateMachine.md: trigger, then observe every state.
@MainActor
enum StateMachineOverviewExample {
  static func run(viewModel: FeedViewModel, client: FeedClient, render: (RefreshState) -> Void)
    async throws
  {
    let machine = StateMachine(
      operator: RefreshOperator(
        dataSource: viewModel, networkManager: client, target: .feed(page: 1)))
    let reached = try await machine.trigger(.pullToRefresh)
    render(reached)
    for await state in machine.states() { render(state) }
  }
}
