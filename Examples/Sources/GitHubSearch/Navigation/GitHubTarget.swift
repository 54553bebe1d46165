import Foundation
import RefreshKitHTTP
import YLRefreshKit

/// The requests of the browser's scenes: the seed's `TargetType` enum.
///
/// The owner and the repository come from the scene's `targetInfo`
/// (a ``BrowserTargetInfo``) on every update, as the seed's `.second(topicID:page:)` did;
/// a `targetInfo` of another kind leaves the target as it is. Pages after the first are
/// loaded from the `Link` header's `next` URL, so the cursor is a `URL`.
///
/// ```swift
/// var target = GitHubTarget.repository(owner: "", name: "")
/// target.update(with: .pullToRefresh, targetInfo: BrowserTargetInfo.repository(owner: "a", name: "b"))
/// target.endpoint.path   // "/repos/a/b"
/// ```
public enum GitHubTarget: TargetType {
  /// The `Link` URL of the next page.
  public typealias Cursor = URL

  /// `GET /search/repositories?q=query&page=page`.
  case search(query: String, page: Int)
  /// `GET /users/{owner}/repos?page=page`.
  case ownerRepositories(owner: String, page: Int)
  /// `GET /repos/{owner}/{name}`.
  case repository(owner: String, name: String)
  /// `GET /user/starred?page=page`: the authenticated user's stars, the latest first.
  case starred(page: Int)

  /// The number of rows each list page asks for by default.
  public static let perPage = 30

  /// Every scene can be refreshed.
  public var isRefreshable: Bool { true }

  /// The seed's update: page 1 for a refresh, the next page for a load-more, and the
  /// owner or repository from `targetInfo`.
  public mutating func update(with action: RefreshAction, targetInfo: (any Sendable)?) {
    let info = targetInfo as? BrowserTargetInfo
    switch self {
    case .search(let query, let page):
      self = .search(query: query, page: Self.page(after: page, for: action))
    case .ownerRepositories(let owner, let page):
      self = .ownerRepositories(
        owner: info?.owner ?? owner, page: Self.page(after: page, for: action))
    case .repository:
      guard case .repository(let owner, let name) = info else { return }
      self = .repository(owner: owner, name: name)
    case .starred(let page):
      self = .starred(page: Self.page(after: page, for: action))
    }
  }

  /// The first page's request, ``perPage`` rows a page.
  public var endpoint: HTTPEndpoint { endpoint(perPage: Self.perPage) }

  /// The first page's request, `perPage` rows a page (later pages follow the `Link` URL,
  /// which keeps it).
  public func endpoint(perPage: Int) -> HTTPEndpoint {
    switch self {
    case .search(let query, let page):
      HTTPEndpoint(
        path: "/search/repositories",
        query: ["q": query, "page": String(page), "per_page": String(perPage)])
    case .ownerRepositories(let owner, let page):
      HTTPEndpoint(
        path: "/users/\(owner)/repos",
        query: ["page": String(page), "per_page": String(perPage)])
    case .repository(let owner, let name):
      HTTPEndpoint(path: "/repos/\(owner)/\(name)")
    case .starred(let page):
      HTTPEndpoint(
        path: "/user/starred", query: ["page": String(page), "per_page": String(perPage)])
    }
  }

  private static func page(after page: Int, for action: RefreshAction) -> Int {
    switch action {
    case .pullToRefresh: 1
    case .loadingMore: page < Int.max ? page + 1 : page
    }
  }
}
