public import Foundation

/// The server a client talks to and the header fields it sends with every request.
///
/// ```swift
/// let config = HTTPClientConfiguration.gitHub(token: BearerToken(environment: "GITHUB_TOKEN"))
/// let local = HTTPClientConfiguration(baseURL: fixtureURL, userAgent: "demo/1.0")
/// ```
public struct HTTPClientConfiguration: Hashable, Sendable, CustomStringConvertible {
  /// The API's base URL; endpoint paths are appended to its path.
  public var baseURL: URL
  /// The `User-Agent` header (GitHub rejects requests without one).
  public var userAgent: String
  /// The `Accept` header, or `nil` to send none.
  public var accept: String?
  /// More header fields sent with every request.
  public var headers: [String: String]
  /// The token sent as `Authorization: Bearer …`, only to ``baseURL``'s scheme, host and port.
  public var token: BearerToken?
  /// The request timeout in seconds, or `nil` for the session's.
  public var timeoutInterval: TimeInterval?

  /// Creates a configuration for any JSON API.
  public init(
    baseURL: URL,
    userAgent: String = "RefreshKit/1.0",
    accept: String? = "application/json",
    headers: [String: String] = [:],
    token: BearerToken? = nil,
    timeoutInterval: TimeInterval? = nil
  ) {
    self.baseURL = baseURL
    self.userAgent = userAgent
    self.accept = accept
    self.headers = headers
    self.token = token
    self.timeoutInterval = timeoutInterval
  }

  /// GitHub's REST API (or a compatible server at `baseURL`): `application/vnd.github+json`
  /// and `X-GitHub-Api-Version: 2022-11-28`.
  ///
  /// ```swift
  /// let config = HTTPClientConfiguration.gitHub(token: BearerToken(environment: "GITHUB_TOKEN"))
  /// ```
  public static func gitHub(
    baseURL: URL = gitHubAPI,
    token: BearerToken? = nil,
    userAgent: String = "RefreshKit/1.0",
    timeoutInterval: TimeInterval? = nil
  ) -> HTTPClientConfiguration {
    HTTPClientConfiguration(
      baseURL: baseURL, userAgent: userAgent, accept: "application/vnd.github+json",
      headers: ["X-GitHub-Api-Version": "2022-11-28"], token: token,
      timeoutInterval: timeoutInterval)
  }

  /// `https://api.github.com`.
  public static let gitHubAPI: URL = {
    var components = URLComponents()
    components.scheme = "https"
    components.host = "api.github.com"
    return components.url ?? URL(fileURLWithPath: "/")
  }()

  /// The base URL and whether a token is set; never the token itself.
  public var description: String {
    "HTTPClientConfiguration(baseURL: \(baseURL.absoluteString), userAgent: \(userAgent), "
      + "token: \(token == nil ? "none" : "<redacted>"))"
  }
}
