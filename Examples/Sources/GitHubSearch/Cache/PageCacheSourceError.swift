/// Why a URL is no source for the page cache.
///
/// ```swift
/// #expect(throws: PageCacheSourceError.self) { try PageCacheSource.api(ftpURL, token: nil) }
/// ```
public enum PageCacheSourceError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The URL has no `http` or `https` scheme, or no host.
  case notAnHTTPOrigin(String)

  /// What is wrong, in words.
  public var description: String {
    switch self {
    case .notAnHTTPOrigin(let url): "the page cache needs an http(s) URL with a host, not \(url)"
    }
  }
}
