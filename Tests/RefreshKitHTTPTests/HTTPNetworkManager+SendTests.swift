import Foundation
import RefreshKit
import RefreshKitHTTP
import Testing
import YLRefreshKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("HTTPNetworkManager.send: one request that is not a page", .timeLimit(.minutes(2)))
struct HTTPNetworkManagerSendTests {
  let search = SearchTarget(query: "swift")

  @Test(
    "a POST goes to the configured server with the token and its JSON body, and its 201 decodes")
  func postDecodesTheCreatedResource() async throws {
    let created = #"{"id":7,"full_name":"apple/swift"}"#
    let transport = FakeTransport(
      .response(HTTPTransportResponse(status: 201, headers: [:], body: Data(created.utf8))))
    let body = Data(#"{"name":"swift"}"#.utf8)
    let repository = try await Fixtures.searchManager(transport).send(
      HTTPEndpoint(method: "POST", path: "/user/repos", body: body), decoding: Repository.self)
    #expect(repository == Repository(id: 7, fullName: "apple/swift"))
    let request = try #require(transport.requests.first)
    #expect(request.url?.absoluteString == "https://api.github.com/user/repos")
    #expect(request.httpMethod == "POST")
    #expect(request.httpBody == body)
    #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
    #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer \(Fixtures.token)")
    #expect(request.value(forHTTPHeaderField: "X-GitHub-Api-Version") == "2022-11-28")
  }

  @Test("a 204 with no body is a success")
  func noContent() async throws {
    let transport = FakeTransport(
      .response(HTTPTransportResponse(status: 204, headers: [:], body: Data())))
    let response = try await Fixtures.searchManager(transport).send(
      HTTPEndpoint(method: "PUT", path: "/user/starred/apple/swift"))
    #expect(response.status == 204)
    #expect(transport.requests.first?.httpMethod == "PUT")
  }

  @Test("a refused write throws its status's typed error, with the token redacted")
  func refusal() async throws {
    let transport = FakeTransport(
      Fixtures.failure(422, message: "Validation Failed: token \(Fixtures.token)"))
    let error = await #expect(throws: HTTPLoadError.self) {
      try await Fixtures.searchManager(transport).send(
        HTTPEndpoint(method: "POST", path: "/repos/apple/swift/issues/7/comments"),
        decoding: Repository.self)
    }
    guard case .validationFailed(let message, _) = error else {
      Issue.record("expected validationFailed, got \(String(describing: error))")
      return
    }
    #expect(!message.contains(Fixtures.token))
  }

  @Test("a refused write with no body to read throws too: star without a token is a 401")
  func bodilessRefusal() async throws {
    let transport = FakeTransport(Fixtures.failure(401, message: "Requires authentication"))
    await #expect(
      throws: HTTPLoadError.clientError(status: 401, message: "Requires authentication")
    ) {
      try await Fixtures.searchManager(transport, token: nil).send(
        HTTPEndpoint(method: "PUT", path: "/user/starred/apple/swift"))
    }
    #expect(transport.requests.first?.value(forHTTPHeaderField: "Authorization") == nil)
  }

  @Test("a success whose body does not decode is a malformed response, not a success")
  func undecodableBody() async throws {
    let transport = FakeTransport(
      .response(HTTPTransportResponse(status: 201, headers: [:], body: Data("[]".utf8))))
    let error = await #expect(throws: HTTPLoadError.self) {
      try await Fixtures.searchManager(transport).send(
        HTTPEndpoint(method: "POST", path: "/user/repos"), decoding: Repository.self)
    }
    guard case .malformedResponse(let status, _, _) = error else {
      Issue.record("expected malformedResponse, got \(String(describing: error))")
      return
    }
    #expect(status == 201)
  }

  @Test("a write waits for the rate-limit gate like a page, and a held write sends nothing")
  func heldByTheGate() async throws {
    let gate = RateLimitGate(now: { Fixtures.fixedNow })
    let transport = FakeTransport(
      Fixtures.failure(
        403, message: "API rate limit exceeded",
        headers: Fixtures.rateLimit(remaining: 0, reset: 60, resource: "core")))
    let manager = Fixtures.searchManager(transport, rateLimitGate: gate)
    await #expect(throws: HTTPLoadError.self) {
      try await manager.send(HTTPEndpoint(method: "PUT", path: "/user/starred/apple/swift"))
    }
    #expect(await gate.heldUntil(.core) != nil)
    var holds = await gate.holds().makeAsyncIterator()
    let held = Task {
      try await manager.send(HTTPEndpoint(method: "PUT", path: "/user/starred/apple/swift"))
    }
    let hold = await holds.next()
    #expect(hold?.resource == .core)
    held.cancel()
    await #expect(throws: HTTPLoadError.cancelled) { try await held.value }
    #expect(transport.requests.count == 1)
  }
}
