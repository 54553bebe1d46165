import Foundation
import RefreshKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The row the cache benchmark stores: what a list shows of a repository.
struct CachedRepo: Identifiable, Equatable, Codable, Sendable {
  var id: Int
  var fullName: String
  var stargazersCount: Int
}

/// Loads page `page` (1-based, 100 rows) of `query` from the fixture server; 10 pages at most.
struct FixturePages: Sendable {
  let baseURL: URL
  let query = "stars:>=0"

  /// A session without a local cache: the fixture sends `Cache-Control: max-age=60`, and
  /// `URLSession.shared`'s cache could answer a page again without the server.
  private static let session: URLSession = {
    let configuration = URLSessionConfiguration.default
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    return URLSession(configuration: configuration)
  }()

  func load(page: Int?) async throws -> Page<CachedRepo, Int> {
    let number = page ?? 1
    var components = URLComponents(
      url: baseURL.appendingPathComponent("search/repositories"), resolvingAgainstBaseURL: false)
    components?.queryItems = [
      URLQueryItem(name: "q", value: query), URLQueryItem(name: "per_page", value: "100"),
      URLQueryItem(name: "page", value: String(number)),
    ]
    guard let url = components?.url else { throw BenchError.invalid("bad URL") }
    let (data, _) = try await Self.session.data(from: url)
    let body = try SearchDecoding.decoder().decode(SearchBody.self, from: data)
    let rows = body.items.map {
      CachedRepo(id: $0.id, fullName: $0.fullName, stargazersCount: $0.stargazersCount)
    }
    return Page(items: rows, next: number < 10 ? number + 1 : nil)
  }
}

/// Instant synthetic pages of 100 rows: `pages` of them.
func syntheticPage(_ page: Int?, pages: Int) -> Page<CachedRepo, Int> {
  let number = page ?? 1
  let rows = (0..<100).map { offset in
    let id = (number - 1) * 100 + offset
    return CachedRepo(id: id, fullName: "owner\(id % 97)/repo\(id)", stargazersCount: id)
  }
  return Page(items: rows, next: number < pages ? number + 1 : nil)
}
