public import Foundation

#if canImport(FoundationNetworking)
  public import FoundationNetworking
#endif

/// The ``HTTPTransport`` that sends requests with a `URLSession` (FoundationNetworking on Linux).
///
/// Cancelling the calling task cancels the request. Sessions made by ``makeSession(configuration:)``
/// (and ``sharedSession``, the default) remove the `Authorization` header from a redirect
/// that leaves the original request's scheme, host and port, so a token never follows a
/// redirect off the API host; they do not cache, so a refresh always reaches the server.
///
/// ```swift
/// let transport = URLSessionHTTPTransport()
/// let custom = URLSessionHTTPTransport(
///   session: URLSessionHTTPTransport.makeSession(configuration: .ephemeral))
/// ```
public struct URLSessionHTTPTransport: HTTPTransport {
  /// The session requests are sent with.
  public let session: URLSession

  /// Creates a transport over `session`, by default ``sharedSession``.
  ///
  /// A session of your own decides redirects with its own delegate on Linux; make it with
  /// ``makeSession(configuration:)`` to keep tokens off other hosts there too.
  public init(session: URLSession = URLSessionHTTPTransport.sharedSession) {
    self.session = session
  }

  /// A session that strips `Authorization` on cross-origin redirects and does not cache.
  public static let sharedSession: URLSession = makeSession(configuration: .default)

  /// Makes a session that strips `Authorization` on cross-origin redirects.
  ///
  /// Its local cache is turned off. Create it once and reuse it: a session keeps its
  /// delegate until it is invalidated.
  public static func makeSession(configuration: URLSessionConfiguration) -> URLSession {
    let configuration = configuration.copy() as? URLSessionConfiguration ?? configuration
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    return URLSession(configuration: configuration, delegate: RedirectGuard(), delegateQueue: nil)
  }

  /// Sends `request` with `session.data(for:delegate:)`.
  public func send(_ request: URLRequest) async throws -> HTTPTransportResponse {
    let (data, response) = try await session.data(for: request, delegate: RedirectGuard())
    guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
    var headers = HTTPHeaderFields()
    for (name, value) in http.allHeaderFields {
      headers.append(name: String(describing: name.base), value: String(describing: value))
    }
    return HTTPTransportResponse(
      status: http.statusCode, headers: headers, body: data, url: http.url ?? request.url)
  }

  /// The request a redirect continues with: `request` without `Authorization` when it
  /// leaves the scheme, host and port of `original`.
  ///
  /// ```swift
  /// URLSessionHTTPTransport.redirect(toCDN, from: apiURL)  // no Authorization header
  /// ```
  public static func redirect(_ request: URLRequest, from original: URL?) -> URLRequest {
    guard !Origin.same(request.url, original) else { return request }
    var stripped = request
    stripped.setValue(nil, forHTTPHeaderField: "Authorization")
    return stripped
  }
}
