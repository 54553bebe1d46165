import Foundation
import RefreshKitHTTP
import YLRefreshKit

/// A repository as the fixture server returns it (only the fields the tests read).
struct Repository: Decodable, Hashable, Sendable {
  var id: Int
  var fullName: String
}

/// GitHub's search response body.
struct SearchResponse: Decodable, Sendable, TotalCountReporting {
  var totalCount: Int?
  var items: [Repository]
}

/// The list a screen shows: the repositories loaded so far and the next `Link` URL.
struct RepositoryPage: ModelType {
  var items: [Repository]
  var nextPage: URL?
  var totalCount: Int?
  var pageablePropertyPath: WritableKeyPath<RepositoryPage, [Repository]>? { \.items }
}

/// A repository search paged by `Link` header; `query` `nil` leaves `q` out, and `page`
/// asks for a given first page.
struct SearchTarget: TargetType {
  typealias Cursor = URL
  var query: String?
  var page: Int?

  /// The first page's request: `q`, `per_page=100` and, when set, `page`.
  var endpoint: HTTPEndpoint {
    var query = ["per_page": "100"]
    query["q"] = self.query
    query["page"] = page.map(String.init)
    return HTTPEndpoint(path: "/search/repositories", query: query)
  }
}

/// The search screen's view model.
@MainActor
final class SearchViewModel: DataSourceType {
  var model: RepositoryPage?
  var targetInfo: (any Sendable)?
  var ids: [Int] { model?.items.map(\.id) ?? [] }
}

typealias SearchManager = HTTPNetworkManager<SearchTarget, SearchResponse, RepositoryPage>
