import Foundation

extension HTTPPaging where Cursor == Int {
  /// Pages by number: `?page=N` (and `&per_page=M` when `perPage` is set).
  ///
  /// The page loaded is the engine's cursor, else the endpoint's own `page` query value,
  /// else `firstPage`. The next page is `page + 1` while the response says there is more,
  /// decided in this order:
  /// 1. A `Link` header with any links: more only when it has `rel="next"` (its `page`
  ///    value is used when it is a later page).
  /// 2. An empty page: no more.
  /// 3. A total (the body or model conforms to ``TotalCountReporting``, or an
  ///    `X-Total-Count` header) and `perPage`: more while fewer items were served.
  /// 4. `perPage`: more while the page was full.
  /// 5. Otherwise: more until a page comes back empty.
  ///
  /// ```swift
  /// let paging: HTTPPaging<Int> = .pageNumber(perPage: 50)
  /// ```
  public static func pageNumber(
    parameter: String = "page",
    firstPage: Int = 1,
    perPage: Int? = nil,
    perPageParameter: String = "per_page"
  ) -> HTTPPaging<Int> {
    let size = perPage.flatMap { $0 > 0 ? $0 : nil }
    return HTTPPaging(
      name: "pageNumber(\(parameter))",
      locate: { endpoint, cursor in
        var adjusted = endpoint
        if let size { adjusted.setQueryValue(String(size), for: perPageParameter) }
        let page = cursor ?? endpoint.queryValue(parameter).flatMap { Int($0) } ?? firstPage
        adjusted.setQueryValue(String(page), for: parameter)
        return Page(location: .endpoint(adjusted), current: page)
      },
      next: { outcome in
        let page = outcome.current ?? firstPage
        let rule = PageNumberRule(parameter: parameter, firstPage: firstPage, perPage: size)
        guard rule.hasMore(after: page, outcome: outcome) else { return nil }
        return rule.nextPage(after: page, outcome: outcome)
      })
  }
}

/// The decision list of ``HTTPPaging/pageNumber(parameter:firstPage:perPage:perPageParameter:)``.
private struct PageNumberRule {
  var parameter: String
  var firstPage: Int
  var perPage: Int?

  func hasMore(after page: Int, outcome: HTTPPaging<Int>.Outcome) -> Bool {
    let links = LinkHeader(
      values: outcome.headers.values(for: "Link"), relativeTo: outcome.responseURL)
    if !links.isEmpty { return links.next != nil }
    guard outcome.itemCount > 0 else { return false }
    if let perPage, let total = outcome.totalCount ?? totalHeader(outcome.headers) {
      let (earlier, overflow) = (page - firstPage).multipliedReportingOverflow(by: perPage)
      let (served, sumOverflow) = earlier.addingReportingOverflow(outcome.itemCount)
      return !overflow && !sumOverflow && earlier >= 0 && served < total
    }
    if let perPage { return outcome.itemCount >= perPage }
    return true
  }

  /// The `page` of the `next` link when it is later than `page`, else `page + 1`.
  func nextPage(after page: Int, outcome: HTTPPaging<Int>.Outcome) -> Int? {
    let links = LinkHeader(
      values: outcome.headers.values(for: "Link"), relativeTo: outcome.responseURL)
    if let next = links.next,
      let items = URLComponents(url: next, resolvingAgainstBaseURL: true)?.queryItems,
      let linked = items.first(where: { $0.name == parameter })?.value.flatMap({ Int($0) }),
      linked > page
    {
      return linked
    }
    let (following, overflow) = page.addingReportingOverflow(1)
    return overflow ? nil : following
  }

  private func totalHeader(_ headers: HTTPHeaderFields) -> Int? {
    headers.values(for: "x-total-count").first.flatMap {
      Int($0.trimmingCharacters(in: .whitespaces))
    }
  }
}
