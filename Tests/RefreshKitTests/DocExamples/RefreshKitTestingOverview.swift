import Foundation
import RefreshKit
import RefreshKitTesting
import Testing
import YLRefreshKit
import YLStateMachine

/// RefreshKitTesting.md: a scripted network, a held request, a failure.
@MainActor
enum RefreshKitTestingExample {
  static func script(viewModel: FeedViewModel, page1: Feed) async throws {
    let manager = ScriptedNetworkManager<FeedTarget, Feed>()
    let machine = StateMachine(
      operator: RefreshOperator(
        dataSource: viewModel, networkManager: manager, target: .feed(page: 1)))
    manager.enqueue(.success(page1))
    try await machine.trigger(.pullToRefresh)

    let loadMore = Task { try await machine.trigger(.loadingMore) }  // held: nothing queued
    let load = try await manager.request(at: 1)  // wait for it, bounded, no sleeping
    #expect(load.load.cursor == 2)
    manager.respond(to: 1, with: .failure(URLError(.timedOut)))
    #expect(try await loadMore.boundedValue("the load-more").isError)
  }
}
