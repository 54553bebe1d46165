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
/// position and one value. Pages with no rows may stand before the first row and after the
/// last (a server that answers empty pages at its ends): paging must walk past them.
struct ModelServer: Sendable {
  /// The rows of each query.
  let rows: [String: [ModelRow]]
  let pageSize: Int
  /// Whether pages name the page before them and count the rows around them (a list that
  /// loads both ways); otherwise a page is `Page(items:next:)`.
  let countsRows: Bool
  /// Empty pages before the page of the first row (only where pages name the one before).
  let emptyPagesBefore: Int
  /// Empty pages after the page of the last row.
  let emptyPagesAfter: Int

  init(
    counts: [String: Int], pageSize: Int, countsRows: Bool, emptyPagesBefore: Int = 0,
    emptyPagesAfter: Int = 0
  ) {
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
    self.emptyPagesBefore = countsRows ? emptyPagesBefore : 0
    self.emptyPagesAfter = emptyPagesAfter
  }

  /// Every row id of `query`, in order.
  func ids(of query: String) -> [Int] { (rows[query] ?? []).map(\.id) }

  /// How many pages hold `query`'s rows (at least 1: an empty list has one empty page).
  func rowPageCount(of query: String) -> Int {
    max(1, ((rows[query]?.count ?? 0) + pageSize - 1) / pageSize)
  }

  /// How many pages `query` has, the empty ones at its ends included.
  func pageCount(of query: String) -> Int {
    emptyPagesBefore + rowPageCount(of: query) + emptyPagesAfter
  }

  /// The number of the page that holds `query`'s first row.
  var firstRowPage: Int { emptyPagesBefore + 1 }

  /// The rows of page `number` (1 for `nil`) of `query`: none on the empty pages at its ends.
  func rows(of query: String, page number: Int?) -> ArraySlice<ModelRow> {
    let all = rows[query] ?? []
    let rowPage = (number ?? 1) - emptyPagesBefore
    guard rowPage >= 1 else { return all[0..<0] }
    let start = min((rowPage - 1) * pageSize, all.count)
    return all[start..<min(start + pageSize, all.count)]
  }

  /// The page `request` asks for.
  func page(for request: ModelRequest) -> ModelPage {
    let number = request.cursor ?? 1
    let rows = rows(of: request.query, page: number)
    let next = number < pageCount(of: request.query) ? number + 1 : nil
    guard countsRows else { return Page(items: Array(rows), next: next) }
    let total = self.rows[request.query]?.count ?? 0
    let before = number < firstRowPage ? 0 : rows.startIndex
    return Page(
      items: Array(rows), previous: number > 1 ? number - 1 : nil, next: next,
      itemsBefore: before, itemsAfter: total - before - rows.count)
  }

  /// The page that holds `position` (for jumps).
  func pageAt(_ position: Int) -> PagePosition<Int> {
    PagePosition(
      cursor: emptyPagesBefore + position / pageSize + 1,
      itemsBefore: position / pageSize * pageSize)
  }
}

extension PageRequest {
  /// Whether `other` asks for the same page, in the same generation, at the same attempt: the
  /// load a pager starts again after cancelling this one. (Two such loads still compare
  /// unequal: a pager numbers its loads.)
  func asksForTheSamePage(as other: Self) -> Bool {
    query == other.query && direction == other.direction && cursor == other.cursor
      && generation == other.generation && attempt == other.attempt
  }
}
