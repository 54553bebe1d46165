import HTTPTypes
import Hummingbird

/// What the route handlers need to know about a request: decoded query parameters and the
/// origin (`http://host:port`) the client used, for absolute URLs.
struct RequestInfo: Sendable {
  /// Decoded query parameters in request order.
  var parameters: [(name: String, value: String)]
  /// `http://` plus the request's `Host` header (or the fallback authority).
  var origin: String
  /// The request path without query.
  var path: String
  /// Whether the raw query string has an escape that does not decode (`%zz`, `%E6%BC`).
  var hasMalformedEncoding: Bool

  init(_ request: Request, fallbackAuthority: String) {
    self.parameters = PercentEncoding.parseQuery(request.uri.query)
    self.hasMalformedEncoding = !PercentEncoding.isWellFormed(request.uri.query)
    let authority = request.head.authority.flatMap { $0.isEmpty ? nil : $0 }
    self.origin = "http://\(authority ?? fallbackAuthority)"
    self.path = request.uri.path
  }

  /// The first value of the parameter `name`, if present.
  subscript(_ name: String) -> String? {
    parameters.first { $0.name == name }?.value
  }

  /// The `Link` header builder for this request.
  var linkHeader: LinkHeader {
    LinkHeader(origin: origin, path: path, parameters: parameters)
  }

  /// The `Link` field of `pagination`'s page of `total` items; empty for a lone first page.
  func linkFields(_ pagination: Pagination, total: Int) -> HTTPFields {
    var fields = HTTPFields()
    if let link = linkHeader.value(
      page: pagination.page, perPage: pagination.perPage,
      lastPage: pagination.pageCount(total: total))
    {
      fields.setGitHubHeader(GitHubHeader.link, link)
    }
    return fields
  }
}
