import Foundation
import RefreshKit

/// Where the next page of a repository list is: the `Link` header's `next` URL, and the page
/// number it loads (the ``GitHubTarget`` of that request carries it).
///
/// ```swift
/// let next = RepositoryListCursor(page: 2, url: linkNext)
/// ```
public struct RepositoryListCursor: Hashable, Sendable, Codable {
  /// The page number the URL loads.
  public var page: Int
  /// The `rel="next"` URL, requested exactly as given.
  public var url: URL

  /// Creates a cursor.
  public init(page: Int, url: URL) {
    self.page = page
    self.url = url
  }
}

/// The network manager a list's pager loads through: it asks the browser's list service
/// (``BrowserServices/lists``) for the page, as the engine asked it before, and reports the
/// total of each response under the query it answered.
///
/// The pager's query is the list's first-page ``GitHubTarget``; a load-more sends the target
/// at the cursor's page number with the cursor's `Link` URL.
struct RepositoryListLoader: NetworkManagerType {
  let lists: AnyNetworkManager<GitHubTarget, RepositoryList>
  let totals: QueryTotals<GitHubTarget>

  func request(target: PageRequest<GitHubTarget, RepositoryListCursor>) async throws -> Page<
    Repository, RepositoryListCursor
  > {
    try await request(
      LoadRequest(
        target: target, generation: 0, direction: .pullToRefresh, cursor: target.cursor,
        attempt: 1, sequence: 0))
  }

  func request(_ load: LoadRequest<PageRequest<GitHubTarget, RepositoryListCursor>>)
    async throws -> Page<Repository, RepositoryListCursor>
  {
    let query = load.target.query
    let page = load.cursor?.page ?? 1
    let list = try await lists.request(
      LoadRequest(
        target: query.atPage(page), generation: load.generation, direction: load.direction,
        cursor: load.cursor?.url, attempt: load.attempt, sequence: load.sequence))
    await totals.record(list.totalCount, for: query)
    return Page(
      items: list.repositories,
      next: list.nextPage.map { RepositoryListCursor(page: page + 1, url: $0) })
  }
}

extension GitHubTarget {
  /// The same list at page `page`; a repository target has no pages.
  func atPage(_ page: Int) -> GitHubTarget {
    switch self {
    case .search(let query, _): .search(query: query, page: page)
    case .ownerRepositories(let owner, _): .ownerRepositories(owner: owner, page: page)
    case .repository: self
    }
  }
}
