import Foundation
import RefreshKit
import RefreshKitHTTP
import RefreshKitTesting
import Testing
import YLRefreshKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("HTTPNetworkManager: requests, headers and the token", .timeLimit(.minutes(3)))
struct HTTPNetworkManagerTests {
  let search = SearchTarget(query: "swift language:swift stars:>1000")

  @Test("the first request is built from the target, with User-Agent and GitHub's Accept")
  func firstRequest() async throws {
    let transport = FakeTransport(Fixtures.searchPage(1...2))
    _ = try await Fixtures.searchManager(transport).request(target: search)
    let request = try #require(transport.requests.first)
    #expect(
      request.url?.absoluteString
        == "https://api.github.com/search/repositories?q=swift%20language%3Aswift%20stars%3A%3E1000"
    )
    #expect(request.httpMethod == "GET")
    #expect(request.value(forHTTPHeaderField: "User-Agent") == "RefreshKit/1.0")
    #expect(request.value(forHTTPHeaderField: "Accept") == "application/vnd.github+json")
    #expect(request.value(forHTTPHeaderField: "X-GitHub-Api-Version") == "2022-11-28")
  }

  @Test("a plain configuration sends application/json and a custom User-Agent")
  func plainConfiguration() async throws {
    let transport = FakeTransport(Fixtures.arrayPage([1]))
    let manager = HTTPNetworkManager<UserReposTarget, [Repository], RepositoryPage<Int>>(
      configuration: HTTPClientConfiguration(
        baseURL: url("http://127.0.0.1:8080"), userAgent: "demo/2.0", timeoutInterval: 7),
      paging: .pageNumber(), decoder: Fixtures.decoder(), transport: transport,
      endpoint: { HTTPEndpoint(path: "/users/\($0.owner)/repos") },
      makeModel: { RepositoryPage(items: $0) })
    _ = try await manager.request(target: UserReposTarget(owner: "apple"))
    let request = try #require(transport.requests.first)
    #expect(request.value(forHTTPHeaderField: "User-Agent") == "demo/2.0")
    #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
    #expect(request.value(forHTTPHeaderField: "Authorization") == nil)
    #expect(request.timeoutInterval == 7)
  }

  @Test("a write sends its endpoint's body, as JSON unless the endpoint names another type")
  func bodies() async throws {
    let transport = FakeTransport(Fixtures.arrayPage([1]), Fixtures.arrayPage([2]))
    let body = Data(#"{"body":"Thanks!"}"#.utf8)
    let manager = HTTPNetworkManager<UserReposTarget, [Repository], RepositoryPage<Int>>(
      configuration: HTTPClientConfiguration(baseURL: url("http://127.0.0.1:8080")),
      paging: .pageNumber(), decoder: Fixtures.decoder(), transport: transport,
      endpoint: { HTTPEndpoint(method: "POST", path: "/users/\($0.owner)/notes", body: body) },
      makeModel: { RepositoryPage(items: $0) })
    _ = try await manager.request(target: UserReposTarget(owner: "apple"))
    let write = try #require(transport.requests.first)
    #expect(write.httpMethod == "POST")
    #expect(write.httpBody == body)
    #expect(write.value(forHTTPHeaderField: "Content-Type") == "application/json")

    let plain = HTTPEndpoint(
      method: "PUT", path: "/notes", headers: ["Content-Type": "text/plain"], body: Data("hi".utf8))
    let typed = HTTPNetworkManager<UserReposTarget, [Repository], RepositoryPage<Int>>(
      configuration: HTTPClientConfiguration(baseURL: url("http://127.0.0.1:8080")),
      paging: .pageNumber(), decoder: Fixtures.decoder(), transport: transport,
      endpoint: { _ in plain }, makeModel: { RepositoryPage(items: $0) })
    _ = try await typed.request(target: UserReposTarget(owner: "apple"))
    let second = try #require(transport.requests.last)
    #expect(second.value(forHTTPHeaderField: "Content-Type") == "text/plain")
    #expect(second.httpBody == Data("hi".utf8))
  }

  @Test(
    "the token goes to the configured API origin only",
    arguments: [
      ("https://api.github.com/search/repositories?page=2", true),
      ("https://API.GitHub.com:443/search/repositories?page=2", true),
      ("https://evil.example.com/search/repositories?page=2", false),
      ("https://api.github.com.evil.example.com/page=2", false),
      ("http://api.github.com/search/repositories?page=2", false),
      ("https://api.github.com:8443/search/repositories?page=2", false),
    ])
  func tokenOnlyToTheAPIOrigin(next: String, sendsToken: Bool) async throws {
    let transport = FakeTransport(Fixtures.searchPage(1...2), Fixtures.searchPage(3...4))
    let manager = Fixtures.searchManager(transport)
    _ = try await manager.request(target: search)
    _ = try await manager.request(target: search, cursor: url(next))
    let first = try #require(transport.requests.first)
    let second = try #require(transport.requests.last)
    #expect(first.value(forHTTPHeaderField: "Authorization") == "Bearer \(Fixtures.token)")
    #expect(second.url?.absoluteString == next)
    let expected = sendsToken ? "Bearer \(Fixtures.token)" : nil
    #expect(second.value(forHTTPHeaderField: "Authorization") == expected)
  }

  @Test("an Authorization header set by an endpoint does not leave the API origin either")
  func endpointAuthorizationStaysHome() async throws {
    let transport = FakeTransport(Fixtures.searchPage(1...1))
    let manager = HTTPNetworkManager<SearchTarget, SearchResponse, RepositoryPage<URL>>(
      configuration: .gitHub(), paging: .linkHeader, decoder: Fixtures.decoder(),
      transport: transport,
      endpoint: { _ in HTTPEndpoint(path: "/x", headers: ["Authorization": "Basic c2VjcmV0"]) },
      makeModel: { RepositoryPage(items: $0.items) })
    _ = try await manager.request(target: search, cursor: url("https://elsewhere.test/p2"))
    #expect(transport.requests.first?.value(forHTTPHeaderField: "Authorization") == nil)
  }

  @Test("the token never appears in descriptions, dumps or errors")
  func tokenNeverShown() async throws {
    let echo = #"{"message":"Bad credentials for \#(Fixtures.token)"}"#
    let transport = FakeTransport(
      .response(HTTPTransportResponse(status: 401, body: Data(echo.utf8))),
      .response(HTTPTransportResponse(status: 200, body: Data("token=\(Fixtures.token)".utf8))),
      .failure(URLError(.timedOut)))
    let manager = Fixtures.searchManager(transport)
    var errors: [HTTPLoadError] = []
    for _ in 0..<3 {
      do {
        _ = try await manager.request(target: search)
      } catch {
        errors.append(error)
      }
    }
    #expect(errors.count == 3)
    let configuration = manager.configuration
    let token = try #require(configuration.token)
    var dumped = ""
    dump(manager, to: &dumped)
    dump(configuration, to: &dumped)
    let texts =
      [
        String(describing: manager), String(reflecting: manager), dumped,
        String(describing: configuration), String(reflecting: configuration),
        String(describing: token), String(reflecting: token), "\(token)",
        String(describing: Mirror(reflecting: token).children.map(\.value)),
      ]
      + errors.flatMap { [String(describing: $0), String(reflecting: $0), $0.displayMessage] }
    for text in texts {
      #expect(!text.contains(Fixtures.token), "leaked in: \(text)")
    }
    #expect(String(describing: errors[0]).contains("<redacted>"))
    #expect(String(describing: manager).contains("token: <redacted>"))
  }

  @Test("a token is read from the environment; blank values are no token")
  func tokenFromEnvironment() {
    #expect(
      BearerToken(environment: "GITHUB_TOKEN", in: ["GITHUB_TOKEN": " abc \n"])
        == BearerToken("abc"))
    #expect(BearerToken(environment: "GITHUB_TOKEN", in: ["GITHUB_TOKEN": "  "]) == nil)
    #expect(BearerToken(environment: "GITHUB_TOKEN", in: [:]) == nil)
    #expect(BearerToken("two\nlines") == nil)
  }

  @Test("a base URL with a path prefix keeps it; query values are strictly encoded")
  func basePathAndEncoding() async throws {
    let transport = FakeTransport(Fixtures.arrayPage([1]))
    let manager = HTTPNetworkManager<UserReposTarget, [Repository], RepositoryPage<Int>>(
      configuration: HTTPClientConfiguration(baseURL: url("https://ghe.test/api/v3/")),
      paging: .pageNumber(), decoder: Fixtures.decoder(), transport: transport,
      endpoint: {
        HTTPEndpoint(
          path: "/users/\($0.owner)/repos",
          queryItems: [
            URLQueryItem(name: "q", value: "a+b&c=d é"), URLQueryItem(name: "flag", value: nil),
          ])
      },
      makeModel: { RepositoryPage(items: $0) })
    _ = try await manager.request(target: UserReposTarget(owner: "octo cat"))
    #expect(
      transport.urls == [
        "https://ghe.test/api/v3/users/octo%20cat/repos?q=a%2Bb%26c%3Dd%20%C3%A9&flag&page=1"
      ])
  }

  @Test("transport failures become typed errors")
  func transportFailures() async {
    let transport = FakeTransport(
      .failure(URLError(.notConnectedToInternet)), .failure(URLError(.timedOut)))
    let manager = Fixtures.searchManager(transport)
    await #expect(throws: HTTPLoadError.offline(.notConnectedToInternet)) {
      try await manager.request(target: search)
    }
    await #expect(throws: HTTPLoadError.timedOut) { try await manager.request(target: search) }
  }

  @Test("rate limits use the injected clock")
  func rateLimitClock() async {
    let transport = FakeTransport(
      Fixtures.failure(429, message: "slow down", headers: ["Retry-After": "30"]))
    await #expect(
      throws: HTTPLoadError.rateLimited(
        status: 429, resetAt: Fixtures.fixedNow.addingTimeInterval(30), message: "slow down")
    ) {
      try await Fixtures.searchManager(transport).request(target: search)
    }
  }

  @Test("cancelling the task cancels the request and surfaces as cancellation")
  func cancellation() async throws {
    let transport = HangingTransport()
    let manager = Fixtures.searchManager(transport)
    let target = search
    let load = Task { try await manager.request(target: target) }
    var arrivals = transport.requests.makeAsyncIterator()
    _ = await arrivals.next()
    load.cancel()
    await #expect(throws: HTTPLoadError.cancelled) { try await load.boundedValue("task load") }
  }

  @Test("a task cancelled before it starts sends nothing")
  func cancelledBeforeSending() async {
    let transport = FakeTransport(Fixtures.searchPage(1...1))
    let manager = Fixtures.searchManager(transport)
    let target = search
    let load = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await manager.request(target: target)
    }
    await #expect(throws: HTTPLoadError.cancelled) { try await load.boundedValue("task load") }
    #expect(transport.requests.isEmpty)
  }
}
