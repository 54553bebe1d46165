import Foundation
import RefreshKit
public import RefreshKitHTTP

/// The script mode: loads `pages` pages of a query through the list's pager, retrying each
/// failed page a bounded number of times (the pager re-sends the same page with the next
/// attempt number), and returns the repositories in order, at most `pages` pages of them (pages
/// of the list's page size, which is its service's per-page).
///
/// With a page cache on the list (`github-search --print --cache PATH`) the first load is the
/// pager's own: cached pages still fresh are not requested, the others are revalidated (an
/// unchanged page is a 304), and every page loaded is written there before
/// ``run(query:report:)`` returns. When the first page fails on every attempt while the list
/// shows cached rows, those rows are returned and `report` says so (offline); without cached
/// rows the failure is thrown.
///
/// ```swift
/// let list = RepositoryListModel(target: .search(query: "", page: 1), lists: services.lists)
/// let repositories = try await PagedFetch(list: list, pages: 10).run(query: "swift") {
///   FileHandle.standardError.write(Data(($0 + "\n").utf8))
/// }
/// ```
@MainActor
public struct PagedFetch {
  /// The list that loads.
  public let list: RepositoryListModel
  /// How many pages to load at most.
  public let pages: Int
  /// How failed pages are retried.
  public let retryPolicy: RetryPolicy

  /// Creates a fetch of `pages` pages; by default each page is tried up to 6 times.
  public init(
    list: RepositoryListModel, pages: Int,
    retryPolicy: RetryPolicy = RetryPolicy(
      maxAttempts: 6, baseDelay: .milliseconds(100), maxDelay: .seconds(2))
  ) {
    self.list = list
    self.pages = pages
    self.retryPolicy = retryPolicy
  }

  /// Loads the pages; `report` receives one line per retry, and one when cached rows stand
  /// in for a server that could not be reached. Throws the last error when a page fails on
  /// every attempt (the first page only when no cached rows show).
  public func run(query: String, report: (String) -> Void) async throws -> [Repository] {
    let pager = list.pager
    let wanted = max(1, pages) * pager.configuration.pageSize
    list.show(.search(query: query, page: 1))
    do {
      try await load(page: 1, report: report) { attempt in
        // The list's first load: with a cache, it reads the cached pages and revalidates
        // them (all of them, page by page) unless they are all still fresh.
        if attempt > 1 { await pager.retry() } else { await pager.loadIfNeeded() }
        return pager.loadStates.refresh.failure
      }
    } catch {
      guard let storedAt = pager.staleSince, !list.repositories.isEmpty else { throw error }
      let rows = Array(list.repositories.prefix(wanted))
      let age = max(0, Int(Date().timeIntervalSince(storedAt) / 60))
      report(
        "offline: printing the \(rows.count) cached repositories (cached \(age) min ago)")
      await pager.waitForCache()
      return rows
    }
    while list.repositories.count < wanted, !pager.loadStates.append.endReached {
      let held = list.repositories.count
      try await load(page: held / pager.configuration.pageSize + 1, report: report) { attempt in
        if attempt > 1 { await pager.retry() } else { await pager.loadMore() }
        return pager.loadStates.append.failure
      }
      guard list.repositories.count > held else { break }
    }
    // With a cache, the pages loaded are written there before the fetch returns.
    await pager.waitForCache()
    return Array(list.repositories.prefix(wanted))
  }

  /// Runs `attempt` (given the attempt number) under the retry policy until it returns no
  /// failure; reports each failed attempt of `page`.
  private func load(
    page: Int, report: (String) -> Void, _ attempt: (Int) async -> LoadFailure?
  ) async throws {
    try await retryPolicy.run { number in
      guard let failure = await attempt(number) else { return }
      report("page \(page), attempt \(number) failed: \(failure.displayMessage)")
      throw failure.error
    }
  }
}
