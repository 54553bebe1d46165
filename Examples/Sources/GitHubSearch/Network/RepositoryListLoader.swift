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
    let page = load.cursor?.page ?? 1
    let list = try await self.list(
      of: load.target.query, page: page, cursor: load.cursor?.url, generation: load.generation,
      direction: load.direction, attempt: load.attempt, sequence: load.sequence)
    return Page(
      items: list.repositories,
      next: list.nextPage.map { RepositoryListCursor(page: page + 1, url: $0) })
  }
}

extension RepositoryListLoader {
  /// Page `page` of the list `query` from the list service, sent with the load's generation,
  /// direction, cursor (a `Link` URL, or `nil` to build the URL from the page number) and
  /// attempt; the response's total is recorded under `query`.
  func list(
    of query: GitHubTarget, page: Int, cursor: URL?, generation: UInt64, direction: RefreshAction,
    attempt: Int, sequence: UInt64 = 0
  ) async throws -> RepositoryList {
    let list = try await lists.request(
      LoadRequest(
        target: query.atPage(page), generation: generation, direction: direction, cursor: cursor,
        attempt: attempt, sequence: sequence))
    await totals.record(list.totalCount, for: query)
    return list
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
