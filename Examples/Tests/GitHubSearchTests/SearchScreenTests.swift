import Decomposer
import Foundation
import GitHubSearch
import RefreshKit
import RefreshKitTesting
import TerminalUI
import Testing

/// The search scene's query: a new one replaces the results completely (issue 9).
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SearchScreenTests {
  typealias Lists = ScriptedNetworkManager<GitHubTarget, RepositoryList>

  /// A server that ignores cancellation: the old query's answer can arrive late.
  let lists = Lists(honorsCancellation: false)
  let viewModel: SearchViewModel
  let screen: SearchScreen

  init() throws {
    let scene = Fixtures.searchScene(lists: lists, query: "swift")
    viewModel = scene.0
    screen = try #require(scene.1)
  }

  /// Types `query` over the current one and presses Enter.
  func submit(_ query: String) {
    _ = screen.handle(.editQuery, visibleRows: 5)
    for _ in screen.text { _ = screen.handle(.deleteBackward, visibleRows: 5) }
    for character in query { _ = screen.handle(.insert(character), visibleRows: 5) }
    _ = screen.handle(.submitQuery, visibleRows: 5)
  }

  @Test("a new query while the first search loads shows only the new query's results")
  func newQueryDuringTheFirstSearch() async throws {
    let kitNext = "http://127.0.0.1:1/search/repositories?q=kit&page=2"
    screen.start()
    let swift = try #require(await arrival(of: 0, at: lists))
    #expect(swift.load.target == .search(query: "swift", page: 1))

    submit("kit")
    let kit = try #require(await arrival(of: 1, at: lists))
    #expect(kit.load.target == .search(query: "kit", page: 1))
    #expect(kit.load.direction == .pullToRefresh)
    #expect(
      lists.arrivedRequest(at: 0)?.cancellationRequested == true,
      "the old query's request is cancelled")
    await respond(
      lists, 1, with: .success(Fixtures.page(owner: "kit", count: 5, totalCount: 7, next: kitNext)),
      settling: viewModel.list.pager)

    // The old query's answer arrives late: it must neither show nor steer the next page.
    await waitForChange(
      of: { _ = viewModel.list.totalCount },
      after: {
        lists.respond(
          to: 0, with: .success(Fixtures.page(owner: "swift", count: 5, from: 100, totalCount: 999))
        )
      })
    #expect(viewModel.title == "Search: kit — 7 matches", "the old query's total never shows")
    _ = screen.handle(.moveToBottom, visibleRows: 5)
    let next = try #require(await arrival(of: 2, at: lists))
    #expect(next.load.direction == .loadingMore)
    #expect(next.load.target == .search(query: "kit", page: 2), "never the old query")
    #expect(next.load.cursor == URL(string: kitNext))
    await respond(
      lists, 2, with: .success(Fixtures.page(owner: "kit", count: 2, from: 5, totalCount: 7)),
      settling: viewModel.list.pager)

    #expect(screen.list.repositories.map(\.fullName) == (0..<7).map { "kit/repo\($0)" })
    let content = screen.content(visibleRows: 10)
    #expect(content.title == "Search: kit — 7 matches")
    #expect(content.rows.allSatisfy { $0.hasPrefix("kit/") })
    #expect(lists.requests.count == 3)
  }

  @Test("a new query after a load-more started drops the old rows and pages the new query")
  func newQueryDuringALoadMore() async throws {
    let swiftNext = "http://127.0.0.1:1/search/repositories?q=swift&page=2"
    screen.start()
    _ = await arrival(of: 0, at: lists)
    await respond(
      lists, 0, with: .success(Fixtures.page(owner: "swift", count: 5, next: swiftNext)),
      settling: viewModel.list.pager)
    _ = screen.handle(.moveToBottom, visibleRows: 5)
    _ = await arrival(of: 1, at: lists)

    submit("kit")
    let kit = try #require(await arrival(of: 2, at: lists))
    #expect(screen.list.repositories.isEmpty, "the old query's rows go at once")
    #expect(screen.list.viewport == ListViewport())
    #expect(kit.load.target == .search(query: "kit", page: 1))
    lists.respond(to: 1, with: .success(Fixtures.page(owner: "swift", count: 5, from: 5)))
    await respond(
      lists, 2, with: .success(Fixtures.page(owner: "kit", count: 3)),
      settling: viewModel.list.pager)
    #expect(screen.list.repositories.map(\.fullName) == ["kit/repo0", "kit/repo1", "kit/repo2"])
    #expect(viewModel.title == "Search: kit")
  }
}
