public import Foundation

/// What a transport received: the status, the header fields, the body and the final URL.
///
/// ```swift
/// let response = HTTPTransportResponse(status: 200, headers: ["Link": next], body: json)
/// ```
public struct HTTPTransportResponse: Hashable, Sendable {
  /// The HTTP status code.
  public var status: Int
  /// The header fields.
  public var headers: HTTPHeaderFields
  /// The body bytes.
  public var body: Data
  /// The URL that answered (after redirects); relative `Link` targets resolve against it.
  public var url: URL?

  /// Creates a response.
  public init(status: Int, headers: HTTPHeaderFields = [:], body: Data = Data(), url: URL? = nil) {
    self.status = status
    self.headers = headers
    self.body = body
    self.url = url
  }
}
