/// Builds GitHub's `Link` pagination header.
///
/// The relations come in GitHub's order (`prev`, `next`, `last`, `first`): `next` and `last`
/// while there is a later page, `prev` and `first` after the first page. URLs are absolute and
/// repeat the request's own parameters with `page` replaced.
struct LinkHeader: Sendable {
  /// `http://host:port` as seen by the client.
  var origin: String
  /// The request path, e.g. `/search/repositories`.
  var path: String
  /// Decoded parameters to repeat in every link, in order, without `page`.
  var parameters: [(name: String, value: String)]

  /// Returns the header value, or nil when there is nothing to link (a single first page).
  func value(page: Int, perPage: Int, lastPage: Int) -> String? {
    var links: [String] = []
    if page > 1 { links.append(link(page: min(page - 1, lastPage), perPage: perPage, rel: "prev")) }
    if page < lastPage {
      links.append(link(page: page + 1, perPage: perPage, rel: "next"))
      links.append(link(page: lastPage, perPage: perPage, rel: "last"))
    }
    if page > 1 { links.append(link(page: 1, perPage: perPage, rel: "first")) }
    return links.isEmpty ? nil : links.joined(separator: ", ")
  }

  private func link(page: Int, perPage: Int, rel: String) -> String {
    var query = parameters.filter { $0.name != "page" && $0.name != "per_page" }.map {
      let name = PercentEncoding.encodeQueryComponent($0.name)
      return "\(name)=\(PercentEncoding.encodeQueryComponent($0.value))"
    }
    query.append("page=\(page)")
    query.append("per_page=\(perPage)")
    return "<\(origin)\(path)?\(query.joined(separator: "&"))>; rel=\"\(rel)\""
  }
}
