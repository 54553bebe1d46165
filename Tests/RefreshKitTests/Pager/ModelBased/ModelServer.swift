import RefreshKit

/// A row of the model-based suite: identity by `id`, a value that edits change.
struct ModelRow: Identifiable, Equatable, Sendable, CustomStringConvertible {
  let id: Int
  var title: String
  var isStarred = false

  var description: String {
    "\(id)\(isStarred ? "*" : "")\(title.hasPrefix("t") ? "" : ":\(title)")"
  }
}

typealias ModelRequest = PageRequest<String, Int>
typealias ModelPage = Page<ModelRow, Int>
typealias ModelPager = Pager<String, Int, ModelRow>

/// The server of the suite, as plain arrays: each query's rows, in order, cut into numbered
/// pages (from 1) of `pageSize` rows. It never changes during a run, so every row has one
/// position and one value.
struct ModelServer: Sendable {
  /// The rows of each query.
  let rows: [String: [ModelRow]]
  let pageSize: Int
  /// Whether pages name the page before them and count the rows around them (a list that
  /// loads both ways); otherwise a page is `Page(items:next:)`.
  let countsRows: Bool

  init(counts: [String: Int], pageSize: Int, countsRows: Bool) {
    var rows: [String: [ModelRow]] = [:]
    for (offset, query) in counts.keys.sorted().enumerated() {
      let first = 1_000 * (offset + 1)
      rows[query] = (0..<counts[query, default: 0]).map {
        ModelRow(id: first + $0, title: "t\(first + $0)")
      }
    }
    self.rows = rows
    self.pageSize = pageSize
    self.countsRows = countsRows
  }

  /// Every row id of `query`, in order.
  func ids(of query: String) -> [Int] { (rows[query] ?? []).map(\.id) }

  /// How many pages `query` has (at least 1: an empty list has one empty page).
  func pageCount(of query: String) -> Int {
    max(1, ((rows[query]?.count ?? 0) + pageSize - 1) / pageSize)
  }

  /// The rows of page `number` (1 for `nil`) of `query`.
  func rows(of query: String, page number: Int?) -> ArraySlice<ModelRow> {
    let all = rows[query] ?? []
    let start = min(((number ?? 1) - 1) * pageSize, all.count)
    return all[max(0, start)..<min(start + pageSize, all.count)]
  }

  /// The page `request` asks for.
  func page(for request: ModelRequest) -> ModelPage {
    let number = request.cursor ?? 1
    let rows = rows(of: request.query, page: number)
    let next = number < pageCount(of: request.query) ? number + 1 : nil
    guard countsRows else { return Page(items: Array(rows), next: next) }
    let total = self.rows[request.query]?.count ?? 0
    return Page(
      items: Array(rows), previous: number > 1 ? number - 1 : nil, next: next,
      itemsBefore: rows.startIndex, itemsAfter: total - rows.endIndex)
  }

  /// The page that holds `position` (for jumps).
  func pageAt(_ position: Int) -> PagePosition<Int> {
    PagePosition(cursor: position / pageSize + 1, itemsBefore: position / pageSize * pageSize)
  }
}
