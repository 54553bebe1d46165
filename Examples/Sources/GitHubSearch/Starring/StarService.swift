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

  /// The service over HTTP, through `transport` and `rateLimitGate` (the lists' own).
  static func http(
    configuration: HTTPClientConfiguration, transport: any HTTPTransport,
    rateLimitGate: RateLimitGate
  ) -> StarService {
    let writes = HTTPNetworkManager<StarWrite, NoContent, NoContent>(
      configuration: configuration, paging: .linkHeader, decoder: EmptyBodyDecoder(),
      transport: transport, rateLimitGate: rateLimitGate, endpoint: \.endpoint)
    let lists = HTTPNetworkManager<GitHubTarget, RepositoryListResponse, RepositoryList>(
      configuration: configuration, paging: .linkHeader, transport: transport,
      rateLimitGate: rateLimitGate, endpoint: { $0.endpoint(perPage: 100) },
      makeModel: { RepositoryList($0) })
    return StarService(
      setStarred: { repository, starred in
        _ = try await writes.request(
          target: StarWrite(owner: repository.owner, name: repository.name, starred: starred))
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

/// `PUT` (star) or `DELETE` (unstar) `/user/starred/{owner}/{repo}`.
struct StarWrite: TargetType {
  typealias Cursor = URL
  var owner: String
  var name: String
  var starred: Bool

  mutating func update(with action: RefreshAction, targetInfo: Any?) {}

  var endpoint: HTTPEndpoint {
    HTTPEndpoint(method: starred ? "PUT" : "DELETE", path: "/user/starred/\(owner)/\(name)")
  }
}

/// The empty body of a 204.
struct NoContent: ModelType, Decodable {
  var nextPage: URL?
  var pageablePropertyPath: WritableKeyPath<NoContent, [Int]>? { nil }

  init(from decoder: any Decoder) throws {}
}

/// Decodes an empty body (a 204's) as `{}`: `HTTPNetworkManager` decodes every 2xx body, and
/// RefreshKitHTTP has no request whose success carries no body.
final class EmptyBodyDecoder: JSONDecoder, @unchecked Sendable {
  override func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    try super.decode(type, from: data.isEmpty ? Data("{}".utf8) : data)
  }
}
