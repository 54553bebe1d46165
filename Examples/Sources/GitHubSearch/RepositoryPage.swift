public import Foundation
public import RefreshKit
public import RefreshKitHTTP

/// The body of `GET /search/repositories`.
public struct SearchResponse: Decodable, Sendable, TotalCountReporting {
  /// How many repositories match.
  public var totalCount: Int?
  /// This page's repositories.
  public var items: [Repository]
}

/// The list the screen shows: the repositories loaded so far and the next page's URL (from
/// the `Link` header).
///
/// ```swift
/// let page = RepositoryPage(items: response.items, totalCount: response.totalCount)
/// ```
public struct RepositoryPage: ModelType {
  /// The repositories, in order.
  public var items: [Repository]
  /// The next page's URL, from `Link: <…>; rel="next"`.
  public var nextPage: URL?
  /// How many repositories match the query.
  public var totalCount: Int?

  /// Creates a page.
  public init(items: [Repository], nextPage: URL? = nil, totalCount: Int? = nil) {
    self.items = items
    self.nextPage = nextPage
    self.totalCount = totalCount
  }

  /// Pages append to `items`.
  public var pageablePropertyPath: WritableKeyPath<RepositoryPage, [Repository]>? { \.items }
}
