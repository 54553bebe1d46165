import Foundation
public import RefreshKit

/// How a list's pages sit among its rows: pages of `perPage` numbered from 1, so the page of
/// any row is known (a far row jumps there), and, when the list holds a bounded window
/// (`maxItems`), how many rows come before and after each page (drawn as placeholders).
///
/// ```swift
/// let paging = RepositoryListPaging(perPage: 30, countsRows: true)
/// paging.pageAt(95)   // page 4, 90 rows before it
/// ```
public struct RepositoryListPaging: Sendable {
  /// The rows a page holds.
  public var perPage: Int
  /// Whether pages say how many rows come before and after them; a list that keeps every row
  /// shows only the rows loaded.
  public var countsRows: Bool

  /// Creates the paging of a list.
  public init(perPage: Int, countsRows: Bool) {
    self.perPage = max(1, perPage)
    self.countsRows = countsRows
  }

  /// The page holding the row at `position`.
  public func pageAt(_ position: Int) -> PagePosition<RepositoryListCursor> {
    let page = max(0, position) / perPage + 1
    return PagePosition(cursor: RepositoryListCursor(page: page), itemsBefore: (page - 1) * perPage)
  }

  /// Page `page` of `query`: its rows, the cursors around it (the `Link` header's `next` URL)
  /// and, when counting rows, how many come before and after it (a search stops at GitHub's
  /// 1,000-result window; an owner's list reports no total, so only the rows known count).
  func page(
    _ list: RepositoryList, at page: Int, of query: GitHubTarget,
    validator: PageValidator? = nil, freshUntil: Date? = nil
  ) -> Page<Repository, RepositoryListCursor> {
    let before = (page - 1) * perPage
    let reachable = list.totalCount.map { total in
      if case .search = query { return min(total, 1_000) }
      return total
    }
    let after =
      list.nextPage == nil ? 0 : reachable.map { max(0, $0 - before - list.repositories.count) }
    return Page(
      items: list.repositories,
      previous: page > 1 ? RepositoryListCursor(page: page - 1) : nil,
      next: list.nextPage.map { RepositoryListCursor(page: page + 1, url: $0) },
      itemsBefore: countsRows ? before : nil, itemsAfter: countsRows ? after : nil,
      validator: validator, freshUntil: freshUntil)
  }
}
