import Foundation
import GitHubSearch
import RefreshKit
import RefreshKitTesting
import Testing

/// The result list's query: a new one replaces the results completely (issue 9).
@MainActor
@Suite("SearchList: one query at a time, on a Pager", .timeLimit(.minutes(1)))
struct SearchListTests {
  typealias Server = ScriptedNetworkManager<SearchTarget, RepositoryPage>

  /// A server that ignores cancellation, so an old query's answer can arrive late.
  let server = Server(honorsCancellation: false)
  let list: SearchList

  init() {
    let server = server
    list = SearchList(perPage: 3, prefetchDistance: 1) { target, cursor in
      try await server.request(
        LoadRequest(
          target: target, generation: 0, direction: cursor == nil ? .pullToRefresh : .loadingMore,
          cursor: cursor, attempt: 1, sequence: 0))
    }
  }

  func page(_ ids: ClosedRange<Int>, total: Int, next: String? = nil) -> RepositoryPage {
    RepositoryPage(
      items: ids.map { Repository(id: $0, fullName: "owner/repo\($0)", stargazersCount: $0) },
      nextPage: next.flatMap { URL(string: $0) }, totalCount: total)
  }

  @Test("a new query while the previous one loads shows only the new query's results")
  func newQueryDuringARefresh() async throws {
    let rustNext = "http://127.0.0.1:1/search/repositories?q=rust&page=2"
    list.search("swift")
    let swift = try #require(await arrival(of: 0, at: server))
    #expect(swift.load.target.query == "swift")

    list.search("rust")
    let rust = try #require(await arrival(of: 1, at: server))
    #expect(rust.load.target.query == "rust" && rust.load.cursor == nil)
    #expect(server.requests[0].cancellationRequested)
    await respond(
      server, 1, with: .success(page(10...12, total: 5, next: rustNext)), settling: list.pager)

    // The old query's page arrives late: it must neither show nor steer the next page.
    await waitForChange(
      of: { _ = list.totalCount },
      after: {
        server.respond(to: 0, with: .success(page(1...3, total: 999, next: "http://x/swift2")))
      })
    #expect(list.totalCount == 5, "the old query's total never shows")
    list.pager.itemDidAppear(at: 2)
    let next = try #require(await arrival(of: 2, at: server))
    #expect(next.load.target.query == "rust", "the next page belongs to the new query")
    #expect(next.load.cursor == URL(string: rustNext))
    await respond(server, 2, with: .success(page(13...14, total: 5)), settling: list.pager)

    #expect(list.repositories.map(\.id) == [10, 11, 12, 13, 14])
    #expect(list.totalCount == 5, "the old query's total never shows")
    #expect(list.presentation.footer == .noMoreData("No more results"))
  }

  @Test("clearing the query empties the list and shows nothing")
  func noQuery() async throws {
    list.search("swift")
    _ = await arrival(of: 0, at: server)
    await respond(server, 0, with: .success(page(1...3, total: 3)), settling: list.pager)
    list.search(nil)
    #expect(list.repositories.isEmpty && list.totalCount == nil)
    #expect(
      list.presentation == RefreshPresentation(header: .idle, footer: .hidden, placeholder: .none))
    await settle(list.pager)
    #expect(server.requests.count == 1, "no query sends no request")
  }
}
