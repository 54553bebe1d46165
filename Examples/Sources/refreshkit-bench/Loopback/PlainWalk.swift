import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The baseline: plain sequential `URLSession` GETs of the same URLs, each body decoded.
@MainActor
struct PlainWalk {
  /// The URLs, in order.
  let urls: [URL]
  /// The session, made once (no cache, like RefreshKitHTTP's).
  let session: URLSession

  /// Creates a walk over `urls` with a session of its own.
  init(urls: [URL]) {
    self.urls = urls
    let configuration = URLSessionConfiguration.default
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    self.session = URLSession(configuration: configuration)
  }

  /// GETs every URL in turn; returns the repositories decoded.
  func run() async throws -> Int {
    let decoder = SearchDecoding.decoder()
    var count = 0
    for url in urls {
      let (data, response) = try await session.data(from: url)
      guard (response as? HTTPURLResponse)?.statusCode == 200 else {
        throw BenchError.invalid("GET \(url) did not answer 200")
      }
      count += try decoder.decode(SearchBody.self, from: data).items.count
    }
    return count
  }
}
