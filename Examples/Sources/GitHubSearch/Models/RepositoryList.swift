import Foundation
import YLRefreshKit

/// One page of a repository list as ``BrowserServices/lists`` returns it: the repositories,
/// the total and the `Link` URL of the next page. A list scene's ``RepositoryListModel``
/// turns it into a pager's page and keeps the total beside it.
///
/// ```swift
/// let list = RepositoryList(repositories: page.items, totalCount: page.totalCount)
/// ```
public struct RepositoryList: ModelType, Hashable {
  /// The rows.
  public var repositories: [Repository]
  /// The number of matches over all pages, when the server reports it.
  public var totalCount: Int?
  /// The `rel="next"` URL, or `nil` on the last page.
  public var nextPage: URL?

  /// Creates a list.
  public init(repositories: [Repository], totalCount: Int? = nil, nextPage: URL? = nil) {
    self.repositories = repositories
    self.totalCount = totalCount
    self.nextPage = nextPage
  }

  /// Creates the list of one decoded page; the network manager sets ``nextPage``.
  public init(_ response: RepositoryListResponse) {
    self.init(repositories: response.items, totalCount: response.totalCount)
  }

  /// The array that grows with each page.
  public var pageablePropertyPath: WritableKeyPath<RepositoryList, [Repository]>? {
    \.repositories
  }
}
