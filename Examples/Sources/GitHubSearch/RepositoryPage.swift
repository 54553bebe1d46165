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

/// One page of search results as the HTTP manager returns it: the repositories, the next
/// page's URL (from the `Link` header) and the total. ``SearchList`` turns it into a pager's
/// `Page` and keeps the total beside it.
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
