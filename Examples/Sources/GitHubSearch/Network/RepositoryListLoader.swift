import Foundation
import YLRefreshKit

/// Where a page of a repository list is: its page number and, when the server named it, the
/// `Link` header's URL for it (requested exactly as given).
///
/// Two cursors of the same page number are the same page, whether or not they carry a URL:
/// a page reached by a jump or from the page after it is computed from its number alone.
///
/// ```swift
/// let next = RepositoryListCursor(page: 2, url: linkNext)
/// let jumped = RepositoryListCursor(page: 7)
/// ```
public struct RepositoryListCursor: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The page number.
  public var page: Int
  /// The `rel="next"` URL that loads the page; `nil` builds the URL from the page number.
  public var url: URL?

  /// Creates a cursor.
  public init(page: Int, url: URL? = nil) {
    self.page = page
    self.url = url
  }

  /// `page 2`: what logs and the inspector say.
  public var description: String { "page \(page)" }

  /// Whether both cursors are the same page (their page numbers are equal).
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.page == rhs.page }

  /// Hashes the page number, the cursor's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(page) }
}

/// Loads a list's pages from the browser's list service (``BrowserServices/lists``), as the
/// engine asked it before: each request carries the pager's real generation, direction,
/// cursor and attempt, and the total of each response is recorded under the query it answered.
///
/// The pager's query is the list's first-page ``GitHubTarget``; a load sends the target at the
/// cursor's page number, with the cursor's `Link` URL when it has one.
struct RepositoryListLoader: Sendable {
  let lists: AnyNetworkManager<GitHubTarget, RepositoryList>
  let totals: QueryTotals<GitHubTarget>
  let paging: RepositoryListPaging

  /// Loads the page `request` asks for.
  func load(_ request: PageRequest<GitHubTarget, RepositoryListCursor>) async throws -> Page<
    Repository, RepositoryListCursor
  > {
    let seed = request.loadRequest
    let page = request.cursor?.page ?? 1
    let list = try await self.list(
      of: request.query, page: page, cursor: request.cursor?.url, generation: seed.generation,
      direction: seed.direction, attempt: seed.attempt, sequence: seed.sequence)
    return paging.page(list, at: page, of: request.query)
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
    case .starred: .starred(page: page)
    case .repository: self
    }
  }
}
