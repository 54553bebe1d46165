import Crypto
public import Foundation

/// The source a list's pages come from, as the page cache keeps them apart: pages cached for
/// one source never show for another.
///
/// A source is the built-in offline data set (one source per data set, whatever port its
/// server gets) or an API: its origin (scheme, host and port, with the path of the base URL)
/// and the token it is called with. A token is known only by a SHA-256 digest of it; neither
/// the token nor any part of its text is in a partition.
///
/// ```swift
/// let source = try PageCacheSource.api(apiURL, token: environment["GITHUB_TOKEN"])
/// let key = source.cacheKey(for: .search(query: "swift", page: 1))
/// // api:https://api.github.com:443;token:<32 hex digits>|search(query: "swift", page: 1)
/// ```
public struct PageCacheSource: Hashable, Sendable, CustomStringConvertible {
  /// The prefix of this source's cache keys; it never holds `|`, which ends it in a key.
  public let partition: String

  private init(partition: String) { self.partition = partition }

  /// The built-in data set named `dataset` (`generated:6000`, or `file:` and a file's path).
  ///
  /// ```swift
  /// let source = PageCacheSource.builtIn(dataset: "generated:6000")
  /// ```
  public static func builtIn(dataset: String) -> PageCacheSource {
    PageCacheSource(partition: "builtin:\(escaped(dataset))")
  }

  /// The API at `baseURL` (its scheme, host, port — the scheme's default when the URL names
  /// none — and path) called with `token`, or anonymously when `token` is `nil` or blank.
  /// The token is trimmed as `BearerToken` trims it, so the same token is the same source.
  ///
  /// ```swift
  /// let anonymous = try PageCacheSource.api(URL(string: "http://127.0.0.1:9")!, token: nil)
  /// ```
  ///
  /// - Throws: ``PageCacheSourceError/notAnHTTPOrigin(_:)`` when `baseURL` is not an
  ///   `http` or `https` URL with a host.
  public static func api(_ baseURL: URL, token: String?) throws(PageCacheSourceError)
    -> PageCacheSource
  {
    let defaultPorts = ["http": 80, "https": 443]
    guard let scheme = baseURL.scheme?.lowercased(), let defaultPort = defaultPorts[scheme],
      let host = baseURL.host?.lowercased(), !host.isEmpty
    else { throw .notAnHTTPOrigin(baseURL.absoluteString) }
    let port = baseURL.port ?? defaultPort
    var path = baseURL.path
    while path.hasSuffix("/") { path.removeLast() }
    let origin = "\(scheme)://\(escaped(host)):\(port)\(escaped(path))"
    let secret = token?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    let caller = secret.isEmpty ? "anonymous" : "token:\(digest(ofToken: secret))"
    return PageCacheSource(partition: "api:\(origin);\(caller)")
  }

  /// The cache key of `target`'s pages: the partition, `|`, and the target.
  ///
  /// ```swift
  /// cache.pages(for: source.cacheKey(for: .ownerRepositories(owner: "apple", page: 1)))
  /// ```
  public func cacheKey(for target: GitHubTarget) -> String { "\(partition)|\(target)" }

  /// The partition.
  public var description: String { partition }

  /// The first 128 bits, in hex, of the SHA-256 digest of a label and `token`: enough to
  /// tell tokens apart, and nothing to read a token from.
  static func digest(ofToken token: String) -> String {
    let hash = SHA256.hash(data: Data("refreshkit github-search page cache\n\(token)".utf8))
    return hash.prefix(16).map { byte in
      let hex = String(byte, radix: 16)
      return byte < 16 ? "0" + hex : hex
    }.joined()
  }

  /// `text` with every character but letters, digits and `-._~/:@[]` percent-encoded, so
  /// that neither `|` nor `;` is left in it.
  static func escaped(_ text: String) -> String {
    var allowed = CharacterSet.alphanumerics.intersection(.urlPathAllowed)
    allowed.insert(charactersIn: "-._~/:@[]")
    return text.addingPercentEncoding(withAllowedCharacters: allowed)
      ?? text.unicodeScalars.map { "%u" + String($0.value, radix: 16) }.joined()
  }
}
