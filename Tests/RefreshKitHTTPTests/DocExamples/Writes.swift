import Foundation
import RefreshKitHTTP

/// RefreshKitHTTP.md, "Writes": a star and a new issue through the search's manager.
enum WritesExample {
  struct CreatedIssue: Decodable {
    var number: Int
  }

  static func write(
    manager: HTTPNetworkManager<RepositorySearch, GitHubSearchResponse, RepositoryList>
  ) async throws {
    try await manager.send(HTTPEndpoint(method: "PUT", path: "/user/starred/apple/swift"))

    let issue = try await manager.send(
      HTTPEndpoint(
        method: "POST", path: "/repos/apple/swift/issues",
        body: try JSONEncoder().encode(["title": "Crash when paging backwards"])),
      decoding: CreatedIssue.self)
    print("opened #\(issue.number)")
  }
}
