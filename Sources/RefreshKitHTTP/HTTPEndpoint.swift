public import Foundation

/// Where a target's first page lives: a method, a path under the base URL, query items
/// and extra header fields.
///
/// ```swift
/// HTTPEndpoint(path: "/search/repositories", query: ["q": "swift", "sort": "stars"])
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

  /// Creates an endpoint from ordered query items.
  public init(
    method: String = "GET",
    path: String,
    queryItems: [URLQueryItem] = [],
    headers: [String: String] = [:]
  ) {
    self.method = method
    self.path = path
    self.queryItems = queryItems
    self.headers = headers
  }

  /// Creates an endpoint from a query dictionary (items sorted by name, for stable URLs).
  public init(
    method: String = "GET",
    path: String,
    query: [String: String],
    headers: [String: String] = [:]
  ) {
    let items = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
    self.init(method: method, path: path, queryItems: items, headers: headers)
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
