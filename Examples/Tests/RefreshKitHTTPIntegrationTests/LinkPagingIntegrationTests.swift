import Foundation
import RefreshKitHTTP
import Testing
import YLRefreshKit
import YLStateMachine

@MainActor
@Suite(
  "Live HTTP paging: refresh, then load-more by Link header up to search's 1,000 cap",
  .timeLimit(.minutes(3)))
struct LinkPagingIntegrationTests {
  @Test("a refresh loads page one with its total and the next Link URL")
  func refreshLoadsFirstPage() async throws {
    try await withLiveServer { server in
      let screen = try LiveSearch(baseURL: server.baseURL)
      #expect(try await screen.machine.trigger(.pullToRefresh).phase == .paginated)
      #expect(screen.ids.count == 100)
      #expect(screen.viewModel.model?.totalCount == 6_000)
      let next = try #require(screen.viewModel.model?.nextPage?.absoluteString)
      #expect(next.hasPrefix(server.baseURL))
      #expect(next.hasSuffix("page=2&per_page=100"))
    }
  }

  @Test("load-more follows each next link until the Link header ends at result 1,000")
  func pagesToTheCap() async throws {
    try await withLiveServer { server in
      let screen = try LiveSearch(baseURL: server.baseURL)
      var state = try await screen.machine.trigger(.pullToRefresh)
      var expectedURLs = screen.transport.urls
      while state.phase == .paginated {
        let next = try #require(screen.viewModel.model?.nextPage?.absoluteString)
        expectedURLs.append(next)
        state = try await screen.machine.trigger(.loadingMore)
      }
      #expect(state.phase == .populated)
      #expect(screen.ids.count == 1_000)
      #expect(Set(screen.ids).count == 1_000)
      #expect(screen.transport.urls == expectedURLs)
      #expect(screen.transport.urls.count == 10)
      #expect(screen.transport.urls.last?.hasSuffix("page=10&per_page=100") == true)
      #expect(screen.op.reachedEnd)
      await #expect(throws: TriggerError<RefreshAction>.self) {
        try await screen.machine.trigger(.loadingMore)
      }
      #expect(screen.transport.urls.count == 10)
    }
  }

  @Test("a second refresh starts over at page one and replaces the list")
  func refreshStartsOver() async throws {
    try await withLiveServer { server in
      let screen = try LiveSearch(baseURL: server.baseURL)
      _ = try await screen.machine.trigger(.pullToRefresh)
      let firstPage = screen.ids
      _ = try await screen.machine.trigger(.loadingMore)
      #expect(screen.ids.count == 200)
      #expect(try await screen.machine.trigger(.pullToRefresh).phase == .paginated)
      #expect(screen.ids == firstPage)
      #expect(screen.transport.urls.first == screen.transport.urls.last)
    }
  }
}
