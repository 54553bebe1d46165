public import Foundation
public import RefreshKit
public import RefreshKitHTTP

/// `GET /search/repositories?q=…&per_page=…`; later pages follow the `Link` header.
///
/// ```swift
/// operator.target = SearchTarget(query: "language:swift", perPage: 50)
/// ```
public struct SearchTarget: TargetType {
  /// Pages are named by the URL of the `Link` header.
  public typealias Cursor = URL
  /// The query (`q`), GitHub's syntax.
  public var query: String
  /// Results per page (`per_page`, GitHub caps it at 100).
  public var perPage: Int

  /// Creates a target.
  public init(query: String, perPage: Int = 30) {
    self.query = query
    self.perPage = perPage
  }

  /// The first page's request.
  public var endpoint: HTTPEndpoint {
    HTTPEndpoint(
      path: "/search/repositories", query: ["q": query, "per_page": String(perPage)])
  }
}

/// The network manager of the search list.
public typealias SearchNetworkManager = HTTPNetworkManager<
  SearchTarget, SearchResponse, RepositoryPage
>

extension HTTPNetworkManager
where Target == SearchTarget, Decoded == SearchResponse, Model == RepositoryPage {
  /// A search manager for `configuration`: JSON in snake case, paging by `Link` header.
  ///
  /// ```swift
  /// let manager = SearchNetworkManager.search(configuration: .gitHub(baseURL: url))
  /// ```
  public static func search(configuration: HTTPClientConfiguration) -> SearchNetworkManager {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return SearchNetworkManager(
      configuration: configuration, paging: .linkHeader, decoder: decoder,
      endpoint: { $0.endpoint },
      makeModel: { RepositoryPage(items: $0.items, totalCount: $0.totalCount) })
  }
}
