import Foundation
import RefreshKit
import RefreshKitHTTP

/// Stars and unstars on GitHub's endpoints for the authenticated user: `PUT` and `DELETE
/// /user/starred/{owner}/{repo}` (204), and lists the ids of the user's stars
/// (`GET /user/starred`, paged by `Link`).
///
/// ```swift
/// let stars = StarService.http(configuration: .gitHub(baseURL: url, token: token))
/// try await stars.setStarred(repository, true)   // throws HTTPLoadError on a refusal
/// ```
public struct StarService: Sendable {
  /// Stars (`true`) or unstars `repository`; throws why the server refused.
  public var setStarred: @Sendable (_ repository: Repository, _ starred: Bool) async throws -> Void
  /// The ids of the user's starred repositories (at most `starredPageLimit` pages of 100).
  public var starredIDs: @Sendable () async throws -> [Int]

  /// Creates a service from closures (scripted in tests).
  public init(
    setStarred: @escaping @Sendable (Repository, Bool) async throws -> Void,
    starredIDs: @escaping @Sendable () async throws -> [Int] = { [] }
  ) {
    self.setStarred = setStarred
    self.starredIDs = starredIDs
  }

  /// How many pages of stars the launch reads at most.
  public static let starredPageLimit = 10

  /// The service over HTTP, through `client` (the lists' own: its transport and rate-limit
  /// gate): writes with `HTTPClient.send`, the stars read a page of 100 at a time, following
  /// the `Link` header.
  static func http(client: HTTPClient) -> StarService {
    let stars = HTTPPageLoader<GitHubTarget, URL, RepositoryListResponse, Repository>(
      client: client, paging: .linkHeader, endpoint: { $0.endpoint(perPage: 100) },
      items: \.items)
    return StarService(
      setStarred: { repository, starred in
        try await client.send(
          StarWrite(owner: repository.owner, name: repository.name, starred: starred).endpoint)
      },
      starredIDs: {
        var ids: [Int] = []
        var page = try await stars.load(PageRequest(query: .starred(page: 1)))
        ids += page.items.map(\.id)
        for _ in 1..<starredPageLimit {
          guard let next = page.next else { break }
          page = try await stars.load(PageRequest(query: .starred(page: 1), cursor: next))
          ids += page.items.map(\.id)
        }
        return ids
      })
  }
}

/// `PUT` (star) or `DELETE` (unstar) `/user/starred/{owner}/{repo}`: a `204` with no body.
struct StarWrite {
  var owner: String
  var name: String
  var starred: Bool

  var endpoint: HTTPEndpoint {
    HTTPEndpoint(method: starred ? "PUT" : "DELETE", path: "/user/starred/\(owner)/\(name)")
  }
}
