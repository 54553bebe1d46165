/// Fuzzes the fixture's search request parsing: the raw query string (`PercentEncoding`),
/// the `q` syntax (`SearchQuery`, `NumericRange`) and the paging parameters (`Pagination`).
/// The input is a raw query string such as `q=language%3Aswift+stars%3A%3E10&page=2`.
///
/// Properties: percent-encoding a decoded value and decoding it again gives it back; parsing
/// `q` is deterministic and keeps keywords lowercased and non-empty; paging stays in range;
/// validation refuses only with 400 or 422 and never serves a page beyond the window.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: fuzzBytes(data, size), as: UTF8.self)
  let parameters = PercentEncoding.parseQuery(text)
  for (name, value) in parameters {
    for original in [name, value] {
      let encoded = PercentEncoding.encodeQueryComponent(original)
      let decoded = PercentEncoding.decodeFormComponent(encoded[...])
      if decoded != original { violated("\(original) encoded as \(encoded) decodes to \(decoded)") }
    }
  }
  let value = { (name: String) in parameters.first { $0.name == name }?.value }
  let q = value("q") ?? text
  let query = SearchQuery(parsing: q)
  if query != SearchQuery(parsing: q) { violated("parsing \(q) is not deterministic") }
  for keyword in query.keywords where keyword.isEmpty || keyword != keyword.lowercased() {
    violated("keyword \(keyword) of \(q) is empty or not lowercased")
  }
  let pagination = Pagination(page: value("page"), perPage: value("per_page"))
  if !(1...Pagination.maximumPerPage).contains(pagination.perPage) || pagination.page < 1 {
    violated("pagination \(pagination) out of range")
  }
  for total in [0, 1, 999, 1_000, Int.max / 2] {
    let range = pagination.itemRange(total: total)
    if range.lowerBound < 0 || range.upperBound > total || range.count > pagination.perPage {
      violated("pagination \(pagination) gives \(range) of \(total)")
    }
  }
  let wellFormed = PercentEncoding.isWellFormed(text)
  let error = SearchRequestValidation.error(
    q: value("q"), pagination: pagination, hasMalformedEncoding: !wellFormed,
    ownerExists: { $0.count.isMultiple(of: 2) })
  if let error, error.status != 400 && error.status != 422 {
    violated("request \(text) refused with status \(error.status)")
  }
  if error == nil, pagination.offset >= Pagination.searchResultWindow {
    violated("request \(text) served beyond the 1,000-result window")
  }
  return 0
}
