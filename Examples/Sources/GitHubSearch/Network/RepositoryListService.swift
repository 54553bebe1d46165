public import Foundation
public import RefreshKit
public import RefreshKitHTTP

/// Loads the pages of repository lists (a search, an owner's repositories, the user's stars)
/// through RefreshKit's own contract: a `PageRequest` in, a `Page` out.
///
/// The request's query is the list's target at the page wanted, its cursor the `Link`
/// header's URL for that page (`nil` builds the URL from the target's page number), its
/// generation, direction and attempt the pager's, and its validator that of the copy the list
/// holds. The page's one item is the decoded body (the repositories and the total the server
/// reports), its `next` the `Link` header's `next` URL; or `Page.unchanged` when the server
/// answered 304 to the validator.
///
/// ```swift
/// let lists = RepositoryListService.http(client: client, perPage: 30, revalidates: true)
/// let first = try await lists.load(PageRequest(query: .search(query: "swift", page: 1)))
/// ```
public struct RepositoryListService: Sendable {
  /// Loads one page of a list.
  public typealias Load =
    @Sendable (PageRequest<GitHubTarget, URL>) async throws -> Page<RepositoryListResponse, URL>

  /// Loads one page.
  public let load: Load

  /// Creates a service from a closure (a scripted server in tests).
  public init(load: @escaping Load) {
    self.load = load
  }

  /// The lists of GitHub's REST API (or the fixture server) through `client`, `perPage` rows
  /// a page, paged by `Link` header. With `revalidates`, a request carrying a validator is
  /// conditional (`If-None-Match`) and pages carry their validator and `max-age` freshness;
  /// without, every page is requested whole and carries neither.
  public static func http(client: HTTPClient, perPage: Int, revalidates: Bool)
    -> RepositoryListService
  {
    let loader = HTTPPageLoader<GitHubTarget, URL, RepositoryListResponse, RepositoryListResponse>(
      client: client, paging: .linkHeader, endpoint: { $0.endpoint(perPage: perPage) },
      items: { [$0] })
    guard !revalidates else { return RepositoryListService(load: loader.load) }
    return RepositoryListService { request in
      var plain = request
      plain.validator = nil
      var page = try await loader.load(plain)
      page.validator = nil
      page.freshUntil = nil
      return page
    }
  }
}

extension RepositoryListService {
  /// The `loadPage` closure of a list's `Pager`: the request's query at the cursor's page
  /// (from its `Link` URL), with the pager's validator. A 304 is `Page.unchanged` (the pager
  /// keeps its copy); a new page carries its validator and freshness (and, by `paging`, the
  /// rows around it), and its total is recorded under the query in `totals`.
  func loadPage(totals: QueryTotals<GitHubTarget>, paging: RepositoryListPaging)
    -> Pager<GitHubTarget, RepositoryListCursor, Repository>.LoadPage
  {
    { request in
      let page = request.cursor?.page ?? 1
      let answer = try await load(
        PageRequest(
          query: request.query.atPage(page), direction: request.direction,
          cursor: request.cursor?.url, generation: request.generation, attempt: request.attempt,
          validator: request.validator))
      if answer.isUnchanged {
        return .unchanged(validator: answer.validator, freshUntil: answer.freshUntil)
      }
      let body = answer.items.first ?? RepositoryListResponse(items: [])
      let list = RepositoryList(
        repositories: body.items, totalCount: body.totalCount, nextPage: answer.next)
      await totals.record(list.totalCount, for: request.query)
      return paging.page(
        list, at: page, of: request.query, validator: answer.validator,
        freshUntil: answer.freshUntil)
    }
  }
}
