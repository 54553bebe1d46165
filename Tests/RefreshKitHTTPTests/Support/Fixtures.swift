import Foundation
import RefreshKit
import RefreshKitHTTP
import YLRefreshKit

/// A repository as the tests' fake GitHub returns it.
struct Repository: Codable, Hashable, Sendable {
  var id: Int
  var fullName: String
}

/// GitHub's search response body.
struct SearchResponse: Codable, Sendable, TotalCountReporting {
  var totalCount: Int?
  var items: [Repository]
}

/// The list a screen shows: one page of repositories plus the cursor of the next.
struct RepositoryPage<Cursor: Hashable & Sendable>: ModelType {
  var items: [Repository]
  var nextPage: Cursor?
  var pageablePropertyPath: WritableKeyPath<RepositoryPage, [Repository]>? { \.items }
}

/// A GitHub repository search, paged by `Link` header.
struct SearchTarget: TargetType {
  typealias Cursor = URL
  var query: String
}

/// A user's repositories, paged by number.
struct UserReposTarget: TargetType {
  var owner: String
}

enum Fixtures {
  static let token = "ghp_TESTTOKEN0123456789abcdef"
  static let apiBase = url("https://api.github.com")
  static let fixedNow = Date(timeIntervalSince1970: 1_700_000_000)

  static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return decoder
  }

  /// A manager for GitHub search over `transport`, with a token.
  static func searchManager(
    _ transport: any HTTPTransport,
    token: String? = Fixtures.token,
    baseURL: URL = Fixtures.apiBase,
    rateLimitGate: RateLimitGate? = nil
  ) -> HTTPNetworkManager<SearchTarget, SearchResponse, RepositoryPage<URL>> {
    HTTPNetworkManager(
      configuration: .gitHub(baseURL: baseURL, token: token.flatMap { BearerToken($0) }),
      paging: .linkHeader,
      decoder: decoder(),
      transport: transport,
      rateLimitGate: rateLimitGate,
      now: { fixedNow },
      endpoint: { HTTPEndpoint(path: "/search/repositories", query: ["q": $0.query]) },
      makeModel: { RepositoryPage(items: $0.items) })
  }

  /// A manager for a user's repositories, paged by number.
  static func userReposManager(
    _ transport: any HTTPTransport, perPage: Int? = 2, rateLimitGate: RateLimitGate? = nil
  ) -> HTTPNetworkManager<UserReposTarget, [Repository], RepositoryPage<Int>> {
    HTTPNetworkManager(
      configuration: HTTPClientConfiguration(baseURL: url("http://127.0.0.1:8080/api")),
      paging: .pageNumber(perPage: perPage),
      decoder: decoder(),
      transport: transport,
      rateLimitGate: rateLimitGate,
      now: { fixedNow },
      endpoint: { HTTPEndpoint(path: "/users/\($0.owner)/repos") },
      makeModel: { RepositoryPage(items: $0) })
  }

  /// GitHub's rate-limit fields: `remaining` of `limit` left in `resource`, resetting at
  /// `reset` seconds after ``fixedNow``.
  static func rateLimit(
    remaining: Int, limit: Int = 30, reset: Int, resource: String = "search"
  ) -> HTTPHeaderFields {
    [
      "x-ratelimit-limit": "\(limit)", "x-ratelimit-remaining": "\(remaining)",
      "x-ratelimit-used": "\(limit - remaining)",
      "x-ratelimit-reset": "\(Int(fixedNow.timeIntervalSince1970) + reset)",
      "x-ratelimit-resource": resource,
    ]
  }

  static func repositories(_ ids: ClosedRange<Int>) -> [Repository] {
    ids.map { Repository(id: $0, fullName: "owner/repo\($0)") }
  }

  /// A 200 search page with the given items and `Link` header.
  static func searchPage(
    _ ids: ClosedRange<Int>, total: Int = 100, link: String? = nil
  ) -> FakeTransport.Reply {
    let items = ids.map { #"{"id":\#($0),"full_name":"owner/repo\#($0)"}"# }
    let body =
      #"{"total_count":\#(total),"incomplete_results":false,"items":[\#(items.joined(separator: ","))]}"#
    var headers: HTTPHeaderFields = ["Content-Type": "application/json; charset=utf-8"]
    if let link { headers.append(name: "Link", value: link) }
    return .response(HTTPTransportResponse(status: 200, headers: headers, body: Data(body.utf8)))
  }

  /// A 200 array page for user repositories.
  static func arrayPage(_ ids: [Int], headers: HTTPHeaderFields = [:]) -> FakeTransport.Reply {
    let items = ids.map { #"{"id":\#($0),"full_name":"owner/repo\#($0)"}"# }
    let body = "[\(items.joined(separator: ","))]"
    return .response(HTTPTransportResponse(status: 200, headers: headers, body: Data(body.utf8)))
  }

  /// A response with `status`, a JSON `message` body and `headers`.
  static func failure(
    _ status: Int, message: String = "Server Error", headers: HTTPHeaderFields = [:]
  ) -> FakeTransport.Reply {
    let body = #"{"message":"\#(message)","documentation_url":"https://docs.github.com/rest"}"#
    return .response(HTTPTransportResponse(status: status, headers: headers, body: Data(body.utf8)))
  }
}

/// `string` as a URL; a file URL that no test expects when it does not parse.
func url(_ string: String) -> URL {
  URL(string: string) ?? URL(fileURLWithPath: "/invalid-test-url")
}
