import YLRefreshKit
import YLStateMachine

/// The baseline of the throughput figures: the seed's operator, merging each page by copying
/// the whole list (`model.items = old + new`), over the same machine and scripted network.
@MainActor
final class SeedStyleOperator: OperatorType {
  typealias Action = RefreshAction

  /// The loaded feed.
  private(set) var model: FeedPage?
  private let network: InstantFeedNetwork
  private var page = 0

  /// Creates an operator over `network`.
  init(network: InstantFeedNetwork) {
    self.network = network
  }

  /// The number of rows loaded.
  var itemCount: Int { model?.items.count ?? 0 }

  /// Loads the next page (or page 1) and merges it the seed's way.
  func transition(with action: RefreshAction) async -> RefreshState {
    let next = action == .pullToRefresh ? 1 : page + 1
    let load = LoadRequest(
      target: FeedTarget(page: next), generation: 1, direction: action,
      cursor: action == .pullToRefresh ? nil : next, attempt: 1, sequence: UInt64(next))
    do {
      let response = try await network.request(load)
      page = next
      if action == .pullToRefresh || model == nil {
        model = response
      } else {
        let old = model?.items ?? []
        model?.items = old + response.items
        model?.nextPage = response.nextPage
      }
      return response.nextPage == nil ? .populated : .paginated
    } catch {
      return .error(error)
    }
  }
}
