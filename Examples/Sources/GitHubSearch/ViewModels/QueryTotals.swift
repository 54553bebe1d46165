import Observation

/// The `total_count` the server last reported for each query.
///
/// A pager's `Page` holds only items and the next cursor, so the total travels beside it: the
/// loading closure records each response's total under the query it answered, and the list
/// shows the total of its current query. A late response of an old query writes under the
/// old query's key, so it can never show as the new query's total.
///
/// ```swift
/// totals.record(1_234, for: "swift")
/// totals["swift"]   // 1_234
/// ```
@MainActor
@Observable
final class QueryTotals<Query: Hashable & Sendable> {
  private var totals: [Query: Int] = [:]

  /// The last total reported for `query`, if any.
  subscript(query: Query) -> Int? { totals[query] }

  /// Notes the total a response for `query` reported (`nil` when it reported none).
  func record(_ total: Int?, for query: Query) {
    totals[query] = total
  }

  /// Forgets every query's total but `query`'s: a new query is shown.
  func keep(only query: Query) {
    totals = totals.filter { $0.key == query }
  }
}
