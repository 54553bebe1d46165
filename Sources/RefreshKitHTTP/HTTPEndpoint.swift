public import Foundation

/// Where a target's first page lives: a method, a path under the base URL, query items,
/// extra header fields and, for a write, a body.
///
/// ```swift
/// HTTPEndpoint(path: "/search/repositories", query: ["q": "swift", "sort": "stars"])
/// HTTPEndpoint(
///   method: "POST", path: "/repos/apple/swift/issues/1/comments",
///   body: Data(#"{"body":"Thanks!"}"#.utf8))   // sent as application/json
/// ```
public struct HTTPEndpoint: Hashable, Sendable {
  /// The HTTP method; `GET` by default.
  public var method: String
  /// The path, unencoded, appended to the base URL's path (`/search/repositories`);
  /// characters a path may not hold (a space, `?`, `#`, `%`) are percent-encoded.
  public var path: String
  /// The query items, in order; values are percent-encoded strictly (`+` becomes `%2B`).
  public var queryItems: [URLQueryItem]
  /// Header fields for this endpoint; they override the configuration's.
  public var headers: [String: String]
  /// The request body, sent with this endpoint's own request only (never with a `next`
  /// page's); `Content-Type` is `application/json` unless ``headers`` names another.
  public var body: Data?

  /// Creates an endpoint from ordered query items.
  public init(
    method: String = "GET",
    path: String,
    queryItems: [URLQueryItem] = [],
    headers: [String: String] = [:],
    body: Data? = nil
  ) {
    self.method = method
    self.path = path
    self.queryItems = queryItems
    self.headers = headers
    self.body = body
  }

  /// Creates an endpoint from a query dictionary (items sorted by name, for stable URLs).
  public init(
    method: String = "GET",
    path: String,
    query: [String: String],
    headers: [String: String] = [:],
    body: Data? = nil
  ) {
    let items = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
    self.init(method: method, path: path, queryItems: items, headers: headers, body: body)
  }

  /// The value of the first query item named `name`.
  public func queryValue(_ name: String) -> String? {
    queryItems.first { $0.name == name }?.value
  }

  /// Sets the query item `name` to `value`, replacing every item with that name.
  public mutating func setQueryValue(_ value: String?, for name: String) {
    let position = queryItems.firstIndex { $0.name == name } ?? queryItems.endIndex
    queryItems.removeAll { $0.name == name }
    guard let value else { return }
    queryItems.insert(URLQueryItem(name: name, value: value), at: min(position, queryItems.count))
  }
}
