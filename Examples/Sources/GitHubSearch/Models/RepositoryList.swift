import Foundation
import YLRefreshKit

/// One page of a repository list: the repositories, the total and the `Link` URL of the next
/// page, from a page of ``BrowserServices/lists``. A list scene's ``RepositoryListModel``
/// turns it into a pager's page and keeps the total beside it. It is also the seed's
/// `ModelType`, the model a seed-style scripted server answers with in tests.
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

  /// The array that grows with each page.
  public var pageablePropertyPath: WritableKeyPath<RepositoryList, [Repository]>? {
    \.repositories
  }
}
