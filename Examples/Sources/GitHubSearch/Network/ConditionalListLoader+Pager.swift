import Foundation
import RefreshKit

extension ConditionalListLoader {
  /// The `loadPage` closure of a list's revalidating `Pager`: the request's query at the
  /// cursor's page (from its `Link` URL), conditional on the validator of the copy the pager
  /// holds. A 304 is `Page.unchanged` (the pager keeps its copy); a new page carries its
  /// validator and freshness (and, by `paging`, the rows around it), and its total is recorded under the query in `totals`.
  func loadPage(totals: QueryTotals<GitHubTarget>, paging: RepositoryListPaging)
    -> Pager<
      GitHubTarget, RepositoryListCursor, Repository
    >.LoadPage
  {
    { request in
      let page = request.cursor?.page ?? 1
      let response = try await load(
        request.query.atPage(page), request.cursor?.url, request.validator)
      guard let list = response.model else {
        return .unchanged(validator: response.validator, freshUntil: response.freshUntil)
      }
      await totals.record(list.totalCount, for: request.query)
      return paging.page(
        list, at: page, of: request.query, validator: response.validator,
        freshUntil: response.freshUntil)
    }
  }
}
