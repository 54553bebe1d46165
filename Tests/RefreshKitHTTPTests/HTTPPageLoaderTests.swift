import Foundation
import RefreshKit
import RefreshKitHTTP
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("HTTPPageLoader: a Pager's PageRequest in, a Page out, over HTTP", .timeLimit(.minutes(3)))
struct HTTPPageLoaderTests {
  static let next = "https://api.github.com/search/repositories?q=swift&page=2"
  static let nextLink = "<\(next)>; rel=\"next\""

  /// GitHub's repository search over `transport`, with a token.
  static func search(_ transport: any HTTPTransport)
    -> HTTPPageLoader<String, URL, SearchResponse, Repository>
  {
    HTTPPageLoader(
      client: HTTPClient(
        configuration: .gitHub(baseURL: Fixtures.apiBase, token: BearerToken(Fixtures.token)),
        decoder: Fixtures.decoder(), transport: transport, now: { Fixtures.fixedNow }),
      paging: .linkHeader,
      endpoint: { HTTPEndpoint(path: "/search/repositories", query: ["q": $0]) },
      items: { (response: SearchResponse) in response.items })
  }

  /// A user's repositories over `transport`, paged by number, `perPage` a page.
  static func userRepos(_ transport: any HTTPTransport, perPage: Int = 2)
    -> HTTPPageLoader<String, Int, [Repository], Repository>
  {
    HTTPPageLoader(
      client: HTTPClient(
        configuration: HTTPClientConfiguration(baseURL: url("http://127.0.0.1:8080/api")),
        decoder: Fixtures.decoder(), transport: transport, now: { Fixtures.fixedNow }),
      paging: .pageNumber(perPage: perPage),
      endpoint: { HTTPEndpoint(path: "/users/\($0)/repos") },
      items: { $0 })
  }

  @Test("Link paging: the first page from the endpoint, the next one from its rel=next URL")
  func linkPaging() async throws {
    let transport = FakeTransport(
      Fixtures.searchPage(1...2, link: Self.nextLink), Fixtures.searchPage(3...4))
    let search = Self.search(transport)
    let first = try await search.load(PageRequest(query: "swift"))
    #expect(first.items == Fixtures.repositories(1...2))
    #expect(first.next == url(Self.next))
    let second = try await search.load(PageRequest(query: "swift", cursor: first.next))
    #expect(second.items == Fixtures.repositories(3...4))
    #expect(second.next == nil)
    #expect(
      transport.urls.first?.hasPrefix("https://api.github.com/search/repositories?q=swift") == true)
    #expect(transport.requests.count == 2)
    #expect(transport.requests.last?.url?.absoluteString == Self.next)
  }

  @Test("page-number paging asks for the cursor's page and ends at a short page")
  func pageNumbers() async throws {
    let transport = FakeTransport(Fixtures.arrayPage([1, 2]), Fixtures.arrayPage([3]))
    let repos = Self.userRepos(transport)
    let first = try await repos.load(PageRequest(query: "octocat"))
    #expect(first.next == 2)
    let last = try await repos.load(PageRequest(query: "octocat", cursor: 2))
    #expect(last.items.map(\.id) == [3])
    #expect(last.next == nil)
    #expect(transport.urls.last?.contains("page=2") == true)
  }

  @Test("a request with a validator is conditional, and a 304 answers the page unchanged")
  func notModifiedIsUnchanged() async throws {
    let sent = PageValidator(entityTag: #""a1""#)
    let transport = FakeTransport(
      .notModified(["ETag": #""a2""#, "Cache-Control": "max-age=60"]))
    let page = try await Self.search(transport).load(
      PageRequest(query: "swift", validator: sent))
    #expect(page.isUnchanged)
    #expect(page.validator == PageValidator(entityTag: #""a2""#))
    #expect(page.freshUntil == Fixtures.fixedNow.addingTimeInterval(60))
    #expect(transport.requests.first?.value(forHTTPHeaderField: "If-None-Match") == #""a1""#)
  }

  @Test("a 200 page carries the response's validator and freshness")
  func modifiedCarriesValidator() async throws {
    let transport = FakeTransport(
      Fixtures.searchPage(1...2).adding(["ETag": #""b2""#, "Cache-Control": "max-age=30"]))
    let page = try await Self.search(transport).load(PageRequest(query: "swift"))
    #expect(!page.isUnchanged)
    #expect(page.validator == PageValidator(entityTag: #""b2""#))
    #expect(page.freshUntil == Fixtures.fixedNow.addingTimeInterval(30))
    #expect(transport.requests.first?.value(forHTTPHeaderField: "If-None-Match") == nil)
  }

  @Test("a 304 to a request without a validator is a typed error, never an empty page")
  func notModifiedWithoutValidatorFails() async throws {
    let transport = FakeTransport(.notModified([:]))
    await #expect(throws: HTTPLoadError.unexpectedStatus(304)) {
      try await Self.search(transport).load(PageRequest(query: "swift"))
    }
  }

  @Test("a server error is a typed error whose message never holds the token")
  func serverErrorIsTyped() async throws {
    let transport = FakeTransport(Fixtures.failure(502, message: "bad \(Fixtures.token)"))
    do {
      _ = try await Self.search(transport).load(PageRequest(query: "swift"))
      Issue.record("a 502 loaded a page")
    } catch {
      guard case .serverError(502, let message) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(message?.contains(Fixtures.token) == false)
    }
  }

  @Test("a Pager pages through it; a pull revalidates page 1 (304 keeps it) and reloads page 2")
  @MainActor
  func pagerOnTheLoader() async throws {
    let transport = FakeTransport(
      Fixtures.searchPage(1...2, link: Self.nextLink).adding(["ETag": #""p1""#]),
      Fixtures.searchPage(3...4), .notModified([:]), Fixtures.searchPage(3...4))
    let search = Self.search(transport)
    let pager = Pager(query: "swift", loadPage: search.load)
    await pager.refresh()
    await pager.loadMore()
    #expect(pager.items.map(\.id) == [1, 2, 3, 4])
    await pager.refresh()
    #expect(pager.items.map(\.id) == [1, 2, 3, 4])
    let headers = transport.requests.map { $0.value(forHTTPHeaderField: "If-None-Match") }
    #expect(headers == [nil, nil, #""p1""#, nil])
    #expect(transport.urls.last == Self.next)
    #expect(pager.loadStates.refresh.failure?.error == nil)
  }
}

/// The search results as a pager holds them: unique by id.
extension Repository: Identifiable {}
