import Foundation
import RefreshKitHTTP
import YLRefreshKit

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

  /// The service over HTTP, through `transport` and `rateLimitGate` (the lists' own).
  static func http(
    configuration: HTTPClientConfiguration, transport: any HTTPTransport,
    rateLimitGate: RateLimitGate
  ) -> StarService {
    let lists = HTTPNetworkManager<GitHubTarget, RepositoryListResponse, RepositoryList>(
      configuration: configuration, paging: .linkHeader, transport: transport,
      rateLimitGate: rateLimitGate, endpoint: { $0.endpoint(perPage: 100) },
      makeModel: { RepositoryList($0) })
    return StarService(
      setStarred: { repository, starred in
        try await lists.send(
          StarWrite(owner: repository.owner, name: repository.name, starred: starred).endpoint)
      },
      starredIDs: {
        var ids: [Int] = []
        var page = try await lists.request(target: .starred(page: 1), cursor: nil)
        ids += page.repositories.map(\.id)
        for _ in 1..<starredPageLimit {
          guard let next = page.nextPage else { break }
          page = try await lists.request(target: .starred(page: 1), cursor: next)
          ids += page.repositories.map(\.id)
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
