import Foundation
public import RefreshKit

/// A list's rows held in a bounded window: a RefreshKit `Pager` over page numbers,
/// used when the app runs with `--max-items`. Pages far from the selection are dropped and
/// shown as placeholders; moving back loads them again, with the same repositories.
///
/// ```swift
/// let window = RepositoryListWindow(target: .search(query: "kit", page: 1), lists: services.lists,
///                                   perPage: 30, maxItems: 300)
/// ```
@MainActor
public final class RepositoryListWindow {
  /// The pager of the rows; its query is the list's first-page target.
  public let pager: Pager<GitHubTarget, Int, Repository>

  /// Creates the window of `target`, `maxItems` rows at most (at least a page and 2 × 10
  /// rows around the selection); nothing loads before the pager refreshes.
  init(
    target: GitHubTarget, loader: RepositoryListLoader, perPage: Int, maxItems: Int
  ) throws(PagerConfigurationError) {
    let configuration = try PagerConfiguration(
      pageSize: perPage, prefetchDistance: 10, maxItems: maxItems)
    pager = Pager(
      query: target.atPage(1), configuration: configuration,
      pageAt: { PagePosition(cursor: $0 / perPage + 1, itemsBefore: $0 / perPage * perPage) },
      load: { load in
        try await Self.load(load, loader: loader, perPage: perPage)
      })
  }

  /// "300 of 1,000 held": how many rows the window holds, of how many the list has.
  public var heldNotice: String? {
    guard pager.hasLoaded else { return nil }
    let held = RepositoryFormatter.grouped(pager.items.count)
    return "\(held) of \(RepositoryFormatter.grouped(pager.positionCount)) held"
  }

  /// Loads page `load.cursor` (1 when `nil`) of the target; a search stops at GitHub's
  /// 1,000-result window.
  nonisolated static func load(
    _ load: PageRequest<GitHubTarget, Int>, loader: RepositoryListLoader, perPage: Int
  ) async throws -> Page<Repository, Int> {
    let page = load.cursor ?? 1
    let list = try await loader.list(
      of: load.query, page: page, cursor: nil, generation: UInt64(load.generation),
      direction: load.direction == .refresh ? .pullToRefresh : .loadingMore,
      attempt: load.attempt)
    let before = (page - 1) * perPage
    let reachable = list.totalCount.map { total in
      if case .search = load.query { return min(total, 1_000) }
      return total
    }
    let count = list.repositories.count
    let after = list.nextPage == nil ? 0 : reachable.map { max(0, $0 - before - count) }
    return Page(
      items: list.repositories, previous: page > 1 ? page - 1 : nil,
      next: list.nextPage == nil ? nil : page + 1, itemsBefore: before, itemsAfter: after)
  }
}
