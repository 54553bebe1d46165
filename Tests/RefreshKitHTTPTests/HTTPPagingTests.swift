import Foundation
import RefreshKit
import RefreshKitHTTP
import Testing
import YLRefreshKit

/// One row of the page-number table: what was loaded, what came back, what comes next.
struct PageRow: Sendable, CustomTestStringConvertible {
  var name: String
  var perPage: Int?
  var cursor: Int?
  var items: Int
  var headers: HTTPHeaderFields = [:]
  var requestedQuery: String
  var next: Int?

  var testDescription: String { name }
}

@Suite("HTTPPaging: by Link header and by page number", .timeLimit(.minutes(3)))
struct HTTPPagingTests {
  let search = SearchTarget(query: "swift")

  @Test("Link paging: the next cursor is the next URL, and load-more requests it exactly")
  func linkPaging() async throws {
    let next = "https://api.github.com/search/repositories?q=swift&page=2&per_page=2"
    let transport = FakeTransport(
      Fixtures.searchPage(
        1...2,
        link:
          "<\(next)>; rel=\"next\", <https://api.github.com/search/repositories?q=swift&page=3>; rel=\"last\""
      ),
      Fixtures.searchPage(
        3...4, link: #"<https://api.github.com/search/repositories?q=swift&page=1>; rel="prev""#))
    let manager = Fixtures.searchManager(transport)
    let first = try await manager.request(target: search)
    #expect(first.items.map(\.id) == [1, 2])
    #expect(first.nextPage?.absoluteString == next)
    let second = try await manager.request(target: search, cursor: first.nextPage)
    #expect(second.items.map(\.id) == [3, 4])
    #expect(second.nextPage == nil)
    #expect(transport.urls == ["https://api.github.com/search/repositories?q=swift", next])
  }

  @Test("Link paging resolves a relative next against the URL that answered")
  func relativeNext() async throws {
    let transport = FakeTransport(
      Fixtures.searchPage(1...1, link: "</search/repositories?q=swift&page=2>; rel=next"))
    let page = try await Fixtures.searchManager(transport).request(target: search)
    #expect(
      page.nextPage?.absoluteString == "https://api.github.com/search/repositories?q=swift&page=2")
  }

  @Test(
    "Link paging ends on a missing, malformed or non-HTTP next link",
    arguments: [
      nil, "garbage", #"<https://api.github.com/x?page=2; rel="next""#,
      "<ftp://api.github.com/x?page=2>; rel=next", "<javascript:alert(1)>; rel=next",
      "<https://api.github.com/x?page=9>; rel=last",
    ])
  func linkPagingEnds(link: String?) async throws {
    let transport = FakeTransport(Fixtures.searchPage(1...2, link: link))
    let page = try await Fixtures.searchManager(transport).request(target: search)
    #expect(page.nextPage == nil)
    #expect(page.items.count == 2)
  }

  static let pageRows: [PageRow] = [
    PageRow(
      name: "a full first page has a next page", perPage: 2, items: 2,
      requestedQuery: "per_page=2&page=1", next: 2),
    PageRow(
      name: "a short page is the last", perPage: 2, cursor: 3, items: 1,
      requestedQuery: "per_page=2&page=3", next: nil),
    PageRow(
      name: "an empty page is the last", perPage: 2, cursor: 4, items: 0,
      requestedQuery: "per_page=2&page=4", next: nil),
    PageRow(
      name: "a Link header with next wins over a short page", perPage: 2, items: 1,
      headers: ["Link": "</users/octocat/repos?page=2>; rel=next"],
      requestedQuery: "per_page=2&page=1", next: 2),
    PageRow(
      name: "the next link's own page number is used", perPage: 2, cursor: 2, items: 2,
      headers: ["Link": "<http://127.0.0.1:8080/api/users/octocat/repos?page=5>; rel=next"],
      requestedQuery: "per_page=2&page=2", next: 5),
    PageRow(
      name: "a Link header without next ends paging, even after a full page", perPage: 2,
      cursor: 7, items: 2, headers: ["Link": "</users/octocat/repos?page=6>; rel=prev"],
      requestedQuery: "per_page=2&page=7", next: nil),
    PageRow(
      name: "X-Total-Count: more while fewer items were served", perPage: 2, cursor: 2, items: 2,
      headers: ["X-Total-Count": "5"], requestedQuery: "per_page=2&page=2", next: 3),
    PageRow(
      name: "X-Total-Count: a full page that reaches the total is the last", perPage: 2,
      cursor: 2, items: 2, headers: ["X-Total-Count": "4"],
      requestedQuery: "per_page=2&page=2", next: nil),
    PageRow(
      name: "without a page size, any non-empty page may have a next", perPage: nil, items: 1,
      requestedQuery: "page=1", next: 2),
    PageRow(
      name: "without a page size, an empty page is the last", perPage: nil, cursor: 9, items: 0,
      requestedQuery: "page=9", next: nil),
    PageRow(
      name: "the largest page number has no next instead of overflowing", perPage: 1,
      cursor: Int.max, items: 1, requestedQuery: "per_page=1&page=\(Int.max)", next: nil),
  ]

  @Test("page-number paging", arguments: pageRows)
  func pageNumbers(row: PageRow) async throws {
    let transport = FakeTransport(Fixtures.arrayPage(Array(0..<row.items), headers: row.headers))
    let manager = Fixtures.userReposManager(transport, perPage: row.perPage)
    let page = try await manager.request(
      target: UserReposTarget(owner: "octocat"), cursor: row.cursor)
    #expect(page.nextPage == row.next)
    #expect(
      transport.urls == ["http://127.0.0.1:8080/api/users/octocat/repos?\(row.requestedQuery)"])
  }

  @Test("page-number paging uses a body's total count (TotalCountReporting)")
  func bodyTotal() async throws {
    let transport = FakeTransport(
      Fixtures.searchPage(1...2, total: 3), Fixtures.searchPage(3...4, total: 5))
    let manager = HTTPNetworkManager<UserReposTarget, SearchResponse, RepositoryPage<Int>>(
      configuration: .gitHub(), paging: .pageNumber(perPage: 2), decoder: Fixtures.decoder(),
      transport: transport, endpoint: { _ in HTTPEndpoint(path: "/search/repositories") },
      makeModel: { RepositoryPage(items: $0.items) })
    let target = UserReposTarget(owner: "x")
    #expect(try await manager.request(target: target, cursor: 1).nextPage == 2)
    #expect(try await manager.request(target: target, cursor: 2).nextPage == 3)
  }

  @Test("the endpoint's own page value is the first page a refresh loads")
  func endpointPage() async throws {
    let transport = FakeTransport(Fixtures.arrayPage([1, 2]))
    let manager = HTTPNetworkManager<UserReposTarget, [Repository], RepositoryPage<Int>>(
      configuration: HTTPClientConfiguration(baseURL: url("http://127.0.0.1:8080")),
      paging: .pageNumber(parameter: "p", perPage: 2, perPageParameter: "size"),
      decoder: Fixtures.decoder(), transport: transport,
      endpoint: { _ in HTTPEndpoint(path: "/items", query: ["p": "5", "sort": "name"]) },
      makeModel: { RepositoryPage(items: $0) })
    let page = try await manager.request(target: UserReposTarget(owner: "x"))
    #expect(page.nextPage == 6)
    #expect(transport.urls == ["http://127.0.0.1:8080/items?p=5&sort=name&size=2"])
  }

  @Test("a model that is its own decoded body gets its nextPage set")
  func modelIsBody() async throws {
    struct Feed: ModelType, Decodable {
      var items: [Repository]
      var nextPage: Int?
      var pageablePropertyPath: WritableKeyPath<Feed, [Repository]>? { \.items }
      enum CodingKeys: String, CodingKey { case items }
    }
    let transport = FakeTransport(Fixtures.searchPage(1...3))
    let manager = HTTPNetworkManager<UserReposTarget, Feed, Feed>(
      configuration: .gitHub(), paging: .pageNumber(perPage: 3), decoder: Fixtures.decoder(),
      transport: transport, endpoint: { _ in HTTPEndpoint(path: "/feed") })
    #expect(try await manager.request(target: UserReposTarget(owner: "x")).nextPage == 2)
  }
}
