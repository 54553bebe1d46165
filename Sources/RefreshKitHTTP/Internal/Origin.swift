import Foundation

/// A URL's origin: scheme, host and port, compared case-insensitively with default ports.
///
/// The bearer token goes only to requests whose origin equals the configured API's.
struct Origin: Hashable, Sendable {
  var scheme: String
  var host: String
  var port: Int

  init?(_ url: URL?) {
    guard let url, let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(),
      !host.isEmpty
    else { return nil }
    let defaultPort: Int? =
      switch scheme {
      case "https": 443
      case "http": 80
      default: nil
      }
    guard let port = url.port ?? defaultPort else { return nil }
    self.scheme = scheme
    self.host = host
    self.port = port
  }

  /// Whether `url` has the same origin as `other`; `false` when either has none.
  static func same(_ url: URL?, _ other: URL?) -> Bool {
    guard let lhs = Origin(url), let rhs = Origin(other) else { return false }
    return lhs == rhs
  }
}
