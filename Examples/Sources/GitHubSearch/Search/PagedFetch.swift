import Foundation
import RefreshKit
public import RefreshKitHTTP

/// The script mode: loads `pages` pages of a query through the list's pager, retrying each
/// failed page a bounded number of times (the pager re-sends the same page with the next
/// attempt number), and returns the repositories in order.
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

  /// Loads the pages; `report` receives one line per retry. Throws the last error when a
  /// page fails on every attempt.
  public func run(query: String, report: (String) -> Void) async throws -> [Repository] {
    let pager = list.pager
    list.show(.search(query: query, page: 1))
    for page in 1...max(1, pages) {
      guard page == 1 || !pager.loadStates.append.endReached else { break }
      try await retryPolicy.run { attempt in
        if attempt > 1 {
          await pager.retry()
        } else if page == 1 {
          await pager.waitUntilIdle()
        } else {
          await pager.loadMore()
        }
        let failure = page == 1 ? pager.loadStates.refresh.failure : pager.loadStates.append.failure
        guard let failure else { return }
        report("page \(page), attempt \(attempt) failed: \(failure.displayMessage)")
        throw failure.error
      }
    }
    return list.repositories
  }
}
