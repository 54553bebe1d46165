import Foundation
import RefreshKit
import RefreshKitHTTP

/// RefreshKitHTTP.md, "Paging a Pager" and "Writes": GitHub's repository search as a `Pager`'s
/// loader, a rate-limit gate, and writes through the same client.
enum PagingAPagerExample {
  struct Repository: Decodable, Identifiable, Equatable, Sendable {
    var id: Int
    var fullName: String
    var stargazersCount: Int
  }

  struct SearchResponse: Decodable, TotalCountReporting {
    var totalCount: Int?
    var items: [Repository]
  }

  struct CreatedIssue: Decodable {
    var number: Int
  }

  @MainActor
  static func search() async {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let client = HTTPClient(
      configuration: .gitHub(token: BearerToken(environment: "GITHUB_TOKEN")), decoder: decoder)
    let search = HTTPPageLoader(
      client: client, paging: .linkHeader,
      endpoint: { HTTPEndpoint(path: "/search/repositories", query: ["q": $0, "per_page": "50"]) },
      items: { (response: SearchResponse) in response.items })
    let pager = Pager(query: "swift", loadPage: search.load)
    await pager.refresh()  // page 1
    await pager.loadMore()  // the Link header's next URL
    await pager.refresh()  // page 1 again, with its ETag: a 304 keeps the rows
  }

  static func heldSearches() -> HTTPClient {
    let gate = RateLimitGate()
    let client = HTTPClient(
      configuration: .gitHub(token: BearerToken(environment: "GITHUB_TOKEN")),
      rateLimitGate: gate)
    Task {
      for await hold in await gate.holds() {
        print("\(hold.resource.name) is paused until \(hold.until)")
      }
    }
    return client
  }

  static func write(client: HTTPClient) async throws {
    try await client.send(HTTPEndpoint(method: "PUT", path: "/user/starred/apple/swift"))

    let issue = try await client.send(
      HTTPEndpoint(
        method: "POST", path: "/repos/apple/swift/issues",
        body: try JSONEncoder().encode(["title": "Crash when paging backwards"])),
      decoding: CreatedIssue.self)
    print("opened #\(issue.number)")
  }
}
