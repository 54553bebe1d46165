import Foundation
import RefreshKit
import RefreshKitHTTP
import Testing
import YLRefreshKit
import YLStateMachine

/// A screen's view model: holds what the engine loads.
@MainActor
final class SearchViewModel: DataSourceType {
  var model: RepositoryPage<URL>?
  var targetInfo: (any Sendable)?
  var ids: [Int] { model?.items.map(\.id) ?? [] }
}

@MainActor
@Suite(
  "End to end: StateMachine + RefreshOperator + HTTPNetworkManager over a fake transport",
  .timeLimit(.minutes(3)))
struct RefreshOperatorEndToEndTests {
  static let page2 = "https://api.github.com/search/repositories?q=swift&page=2&per_page=2"

  @Test(
    "refresh, load-more via the next link, a failed load-more keeps items, the retry re-sends the same URL"
  )
  func refreshLoadMoreFailRetry() async throws {
    let transport = FakeTransport(
      Fixtures.searchPage(
        1...2,
        link: #"<\#(Self.page2)>; rel="next", "#
          + #"<https://api.github.com/search/repositories?q=swift&page=3&per_page=2>; rel="last""#))
    let viewModel = SearchViewModel()
    let refresh = RefreshOperator(
      dataSource: viewModel, networkManager: Fixtures.searchManager(transport),
      target: SearchTarget(query: "swift"))
    let machine = StateMachine(operator: refresh)

    #expect(try await machine.trigger(.pullToRefresh).phase == .paginated)
    #expect(viewModel.ids == [1, 2])
    #expect(viewModel.model?.nextPage?.absoluteString == Self.page2)

    transport.enqueue(Fixtures.failure(502, message: "Bad Gateway"))
    let failed = try await machine.trigger(.loadingMore)
    #expect(failed.error as? HTTPLoadError == .serverError(status: 502, message: "Bad Gateway"))
    #expect(viewModel.ids == [1, 2])
    #expect(refresh.lastFailure?.action == .loadingMore)
    #expect(
      refresh.lastFailure?.displayMessage == "The server had a problem (HTTP 502). Try again later."
    )

    transport.enqueue(
      Fixtures.searchPage(
        3...4,
        link:
          #"<https://api.github.com/search/repositories?q=swift&page=1&per_page=2>; rel="first""#))
    #expect(try await machine.trigger(.loadingMore).phase == .populated)
    #expect(viewModel.ids == [1, 2, 3, 4])
    #expect(refresh.lastFailure == nil)
    #expect(
      transport.urls == [
        "https://api.github.com/search/repositories?q=swift", Self.page2, Self.page2,
      ])
    #expect(refresh.ledger.reachedEnd)
  }

  @Test("an offline first load shows the offline placeholder; a refresh recovers")
  func offlineThenRecover() async throws {
    let transport = FakeTransport(.failure(URLError(.notConnectedToInternet)))
    let viewModel = SearchViewModel()
    let refresh = RefreshOperator(
      dataSource: viewModel, networkManager: Fixtures.searchManager(transport),
      target: SearchTarget(query: "swift"))
    let machine = StateMachine(operator: refresh)
    let state = try await machine.trigger(.pullToRefresh)
    let shown = RefreshPresentation(
      state: state, itemCount: refresh.itemCount, lastFailure: refresh.lastFailure,
      canLoadMore: refresh.ledger.canLoadMore)
    #expect(shown.placeholder == .offline("You are offline"))

    transport.enqueue(Fixtures.searchPage(1...3))
    #expect(try await machine.trigger(.pullToRefresh).phase == .populated)
    #expect(viewModel.ids == [1, 2, 3])
  }

  @Test("a refresh during a load-more cancels it; the late page is never appended")
  func refreshPreemptsLoadMore() async throws {
    let gate = GatedTransport()
    let viewModel = SearchViewModel()
    let refresh = RefreshOperator(
      dataSource: viewModel, networkManager: Fixtures.searchManager(gate),
      target: SearchTarget(query: "swift"))
    let machine = StateMachine(operator: refresh)
    let first = Task { try await machine.trigger(.pullToRefresh) }
    await gate.answerNext(with: Fixtures.searchPage(1...2, link: "<\(Self.page2)>; rel=next"))
    #expect(try await first.boundedValue("task first").phase == .paginated)

    let loadMore = Task { try await machine.trigger(.loadingMore) }
    let loadMoreRequest = await gate.nextRequest()
    #expect(loadMoreRequest.url?.absoluteString == Self.page2)
    let again = Task { try await machine.trigger(.pullToRefresh) }
    await #expect(throws: TriggerError<RefreshAction>.superseded(by: .pullToRefresh)) {
      try await loadMore.boundedValue("task loadMore")
    }
    await gate.answerNext(with: Fixtures.searchPage(7...8))
    #expect(try await again.boundedValue("task again").phase == .populated)
    #expect(viewModel.ids == [7, 8])
  }
}
