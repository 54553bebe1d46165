public import Foundation
import RefreshKitHTTP
public import YLRefreshKit

/// Loads one page of a repository list conditionally: with a `PageValidator` of the copy the
/// list holds, the server may answer "unchanged" (HTTP 304, no body, not counted against the
/// rate limit) instead of sending the page again.
///
/// A list with one (``BrowserServices/conditionalLists``) revalidates its pages: a relaunch
/// over cached pages and a pull-to-refresh send each page's `ETag` in `If-None-Match`, and
/// cached pages still fresh by `Cache-Control: max-age` are not requested on a relaunch.
///
/// ```swift
/// let lists = ConditionalListLoader(manager)   // an HTTPNetworkManager of the lists
/// let response = try await lists.load(.search(query: "swift", page: 1), nil, cachedValidator)
/// if response.isUnchanged { print("page 1 is as cached") }
/// ```
public struct ConditionalListLoader: Sendable {
  /// Loads `target` (at its page), from the `Link` URL `cursor` when given, conditional on
  /// `validator` when given.
  public typealias Load =
    @Sendable (_ target: GitHubTarget, _ cursor: URL?, _ validator: PageValidator?) async throws
    -> HTTPConditionalResponse<RepositoryList>

  /// Loads one page.
  public let load: Load

  /// Creates a loader from a closure (a scripted server in tests).
  public init(load: @escaping Load) {
    self.load = load
  }

  /// Creates a loader that sends conditional requests through `manager`.
  public init(_ manager: HTTPNetworkManager<GitHubTarget, RepositoryListResponse, RepositoryList>) {
    load = { target, cursor, validator in
      try await manager.conditionalRequest(target: target, cursor: cursor, validator: validator)
    }
  }
}
