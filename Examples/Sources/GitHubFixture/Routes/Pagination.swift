/// The `page` / `per_page` parameters of a paged GitHub endpoint and the arithmetic on them.
struct Pagination: Sendable, Equatable {
  /// GitHub's default page size.
  static let defaultPerPage = 30
  /// GitHub's maximum page size; larger requests are capped to it.
  static let maximumPerPage = 100
  /// Search serves only this many results in total.
  static let searchResultWindow = 1_000

  /// The 1-based page number.
  var page: Int
  /// The page size, in `1...maximumPerPage`.
  var perPage: Int

  /// Reads `page` and `per_page`; missing, non-numeric or non-positive values fall back to the
  /// defaults (page 1, 30 per page) and `per_page` above 100 is capped to 100.
  init(page: String?, perPage: String?) {
    let requestedPage = page.flatMap { Int($0) } ?? 1
    let requestedPerPage = perPage.flatMap { Int($0) } ?? Self.defaultPerPage
    self.page = requestedPage >= 1 ? requestedPage : 1
    self.perPage =
      requestedPerPage >= 1 ? min(requestedPerPage, Self.maximumPerPage) : Self.defaultPerPage
  }

  /// The 0-based index of the first item on this page.
  var offset: Int {
    let (product, overflow) = (page - 1).multipliedReportingOverflow(by: perPage)
    return overflow ? .max : product
  }

  /// The number of pages needed for `total` items (at least 1).
  func pageCount(total: Int) -> Int {
    max(1, (total + perPage - 1) / perPage)
  }

  /// The range of item indices on this page, clamped to `0..<total`.
  func itemRange(total: Int) -> Range<Int> {
    let start = min(offset, total)
    let end = min(start + perPage, total)
    return start..<end
  }
}
