import Foundation
import RefreshKit
import RefreshKitHTTP
import Testing
import YLRefreshKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An HTTP date, as `Last-Modified` sends it.
private let lastModified = "Wed, 21 Oct 2015 07:28:00 GMT"

@Suite("HTTPNetworkManager: conditional requests, 304 apart from 200", .timeLimit(.minutes(3)))
struct ConditionalRequestTests {
  let search = SearchTarget(query: "swift")
  static let next = "https://api.github.com/search/repositories?q=swift&page=2"

  @Test("a 304 is unchanged, with the validator that was sent and the response's freshness")
  func notModified() async throws {
    let sent = PageValidator(entityTag: #"W/"a1""#)
    let transport = FakeTransport(
      .notModified(["Cache-Control": "private, max-age=60"]), .notModified([:]))
    let manager = Fixtures.searchManager(transport)
    let response = try await manager.conditionalRequest(
      target: search, cursor: nil, validator: sent)
    #expect(response.isUnchanged)
    #expect(response.model == nil)
    #expect(response.validator == sent)
    #expect(response.freshUntil == Fixtures.fixedNow.addingTimeInterval(60))
    let page = try await manager.page(
      for: PageRequest(query: "swift", cursor: nil, validator: sent), target: search)
    #expect(page.isUnchanged)
    #expect(page.validator == sent)
    #expect(page.freshUntil == nil)
  }

  @Test("a 304 that names a validator replaces the one sent")
  func notModifiedWithNewValidator() async throws {
    let transport = FakeTransport(.notModified(["ETag": #""a2""#, "Last-Modified": lastModified]))
    let response = try await Fixtures.searchManager(transport).conditionalRequest(
      target: search, cursor: nil, validator: PageValidator(entityTag: #""a1""#))
    #expect(response.isUnchanged)
    #expect(response.validator == PageValidator(entityTag: #""a2""#, lastModified: lastModified))
  }

  @Test("a 200 with a new ETag gives the new page, its validator, freshness and next cursor")
  func modified() async throws {
    let transport = FakeTransport(
      Fixtures.searchPage(1...2, link: "<\(Self.next)>; rel=\"next\"")
        .adding(["ETag": #""b2""#, "Cache-Control": "max-age=30"]))
    let page = try await Fixtures.searchManager(transport).page(
      for: PageRequest(query: "swift", validator: PageValidator(entityTag: #""a1""#)),
      target: search)
    #expect(!page.isUnchanged)
    #expect(page.items == Fixtures.repositories(1...2))
    #expect(page.next == url(Self.next))
    #expect(page.validator == PageValidator(entityTag: #""b2""#))
    #expect(page.freshUntil == Fixtures.fixedNow.addingTimeInterval(30))
  }

  @Test("a 200 without validators or freshness has neither; a malformed ETag is dropped")
  func modifiedWithoutValidator() async throws {
    let transport = FakeTransport(
      Fixtures.searchPage(1...1),
      Fixtures.searchPage(1...1).adding(["ETag": "unquoted", "Cache-Control": "max-age=-5"]))
    let manager = Fixtures.searchManager(transport)
    for _ in 0..<2 {
      let response = try await manager.conditionalRequest(
        target: search, cursor: nil, validator: nil)
      #expect(response.model?.items == Fixtures.repositories(1...1))
      #expect(response.validator == nil)
      #expect(response.freshUntil == nil)
      #expect(response.rateLimit == nil)
    }
  }

  @Test(
    "the request carries If-None-Match, or If-Modified-Since when only the date is known",
    arguments: [
      (PageValidator(entityTag: #"W/"a1""#), #"W/"a1""#, nil),
      (PageValidator(entityTag: #""a1""#, lastModified: lastModified), #""a1""#, nil),
      (PageValidator(lastModified: lastModified), nil, lastModified),
      (PageValidator(entityTag: "broken tag", lastModified: lastModified), nil, lastModified),
      (PageValidator(entityTag: "broken", lastModified: "yesterday\r\nX-Evil: 1"), nil, nil),
      (PageValidator(), nil, nil),
    ] as [(PageValidator, String?, String?)])
  func conditionalHeaders(validator: PageValidator, ifNoneMatch: String?, ifModifiedSince: String?)
    async throws
  {
    let transport = FakeTransport(Fixtures.searchPage(1...1))
    _ = try await Fixtures.searchManager(transport).conditionalRequest(
      target: search, cursor: url(Self.next), validator: validator)
    let request = try #require(transport.requests.first)
    #expect(request.url == url(Self.next))
    #expect(request.value(forHTTPHeaderField: "If-None-Match") == ifNoneMatch)
    #expect(request.value(forHTTPHeaderField: "If-Modified-Since") == ifModifiedSince)
    #expect(request.cachePolicy == .reloadIgnoringLocalCacheData)
  }

  @Test("a request without a validator is not conditional and no local cache answers it")
  func unconditional() async throws {
    let transport = FakeTransport(Fixtures.searchPage(1...1))
    _ = try await Fixtures.searchManager(transport).request(target: search)
    let request = try #require(transport.requests.first)
    #expect(request.value(forHTTPHeaderField: "If-None-Match") == nil)
    #expect(request.value(forHTTPHeaderField: "If-Modified-Since") == nil)
    #expect(request.cachePolicy == .reloadIgnoringLocalCacheData)
  }

  @Test("a 304 to a request that sent no validator is an error, never an empty page")
  func unexpectedNotModified() async {
    let transport = FakeTransport(.notModified([:]), .notModified([:]), .notModified([:]))
    let manager = Fixtures.searchManager(transport)
    await #expect(throws: HTTPLoadError.unexpectedStatus(304)) {
      try await manager.page(for: PageRequest(query: "swift"), target: search)
    }
    await #expect(throws: HTTPLoadError.unexpectedStatus(304)) {
      try await manager.conditionalRequest(
        target: search, cursor: nil, validator: PageValidator(entityTag: "not-a-tag"))
    }
    await #expect(throws: HTTPLoadError.unexpectedStatus(304)) {
      try await manager.request(target: search)
    }
  }

  @Test("the response's rate limit comes along, for a 200 and a 304")
  func rateLimitComesAlong() async throws {
    let limits: HTTPHeaderFields = [
      "X-RateLimit-Limit": "30", "X-RateLimit-Remaining": "12", "X-RateLimit-Reset": "1700000060",
      "X-RateLimit-Resource": "search",
    ]
    let transport = FakeTransport(Fixtures.searchPage(1...1).adding(limits), .notModified(limits))
    let manager = Fixtures.searchManager(transport)
    let expected = RateLimit(
      limit: 30, remaining: 12, used: 18, reset: Date(timeIntervalSince1970: 1_700_000_060),
      resource: .search)
    let modified = try await manager.conditionalRequest(
      target: search, cursor: nil, validator: nil)
    #expect(modified.rateLimit == expected)
    let unchanged = try await manager.conditionalRequest(
      target: search, cursor: nil, validator: PageValidator(entityTag: #""a""#))
    #expect(unchanged.rateLimit == expected)
  }

  @Test("errors stay typed: a 404 to a conditional request is notFound")
  func errorsStayTyped() async {
    let transport = FakeTransport(Fixtures.failure(404, message: "Not Found"))
    await #expect(throws: HTTPLoadError.notFound(message: "Not Found")) {
      try await Fixtures.searchManager(transport).conditionalRequest(
        target: search, cursor: nil, validator: PageValidator(entityTag: #""a""#))
    }
  }
}

extension FakeTransport.Reply {
  /// A 304 Not Modified with `headers` and no body.
  static func notModified(_ headers: HTTPHeaderFields) -> Self {
    .response(HTTPTransportResponse(status: 304, headers: headers))
  }

  /// This reply with `headers` appended (a failure stays as it is).
  func adding(_ headers: HTTPHeaderFields) -> Self {
    guard case .response(var response) = self else { return self }
    for field in headers { response.headers.append(name: field.name, value: field.value) }
    return .response(response)
  }
}
