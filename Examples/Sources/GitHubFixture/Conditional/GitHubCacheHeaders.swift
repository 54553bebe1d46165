import HTTPTypes

/// The caching headers GitHub's REST API sends with successful `GET` responses.
enum GitHubCacheHeaders {
  /// `Cache-Control` for a request with a token: only the client may cache it, for 60 s.
  static let privateCacheControl = "private, max-age=60, s-maxage=60"
  /// `Cache-Control` for an anonymous request: shared caches may keep it too, for 60 s.
  static let publicCacheControl = "public, max-age=60, s-maxage=60"
  /// GitHub's two `Vary` fields, in the order it sends them.
  static let vary = [
    "Accept, Authorization, Cookie, X-GitHub-OTP",
    "Accept-Encoding, Accept, X-Requested-With",
  ]

  /// `Cache-Control` for `request`: private when it carries an `Authorization` header.
  static func cacheControl(for request: HTTPRequest) -> String {
    request.carriesToken ? privateCacheControl : publicCacheControl
  }
}
