import Foundation
import RefreshKit
public import RefreshKitHTTP

/// The script mode: loads `pages` pages of a query through the engine, retrying each failed
/// page a bounded number of times (the engine re-sends the same page), and returns the
/// repositories in order.
///
/// ```swift
/// let repositories = try await PagedFetch(list: list, pages: 10).run(query: "swift") {
///   FileHandle.standardError.write(Data(($0 + "\n").utf8))
/// }
/// ```
@MainActor
public struct PagedFetch {
  /// The list that loads.
  public let list: SearchList
  /// How many pages to load at most.
  public let pages: Int
  /// How failed pages are retried.
  public let retryPolicy: RetryPolicy

  /// Creates a fetch of `pages` pages; by default each page is tried up to 6 times.
  public init(
    list: SearchList, pages: Int,
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
    list.search(query)
    for page in 1...max(1, pages) {
      guard page == 1 || list.searchOperator.canLoadMore else { break }
      let action: RefreshAction = page == 1 ? .pullToRefresh : .loadingMore
      try await retryPolicy.run { attempt in
        let state = try await list.machine.trigger(action)
        guard let error = state.error else { return }
        let message = (error as? any PresentableError)?.displayMessage ?? "\(error)"
        report("page \(page), attempt \(attempt) failed: \(message)")
        throw error
      }
    }
    return list.repositories
  }
}
