import Foundation
import YLRefreshKit

/// A repository as the fixture's search returns it (the fields the walk keeps).
struct Repo: Decodable, Sendable {
  /// GitHub's id.
  var id: Int
  /// `owner/name`.
  var fullName: String
  /// Stars.
  var stargazersCount: Int
}

/// The body of `GET /search/repositories`.
struct SearchBody: Decodable, Sendable {
  /// How many repositories match.
  var totalCount: Int
  /// This page's repositories.
  var items: [Repo]
}

/// The list the walk builds: repositories so far and the `Link` header's next URL.
struct RepoPage: ModelType {
  /// The repositories, in order.
  var items: [Repo]
  /// The next page's URL.
  var nextPage: URL?

  /// Pages append to `items`.
  var pageablePropertyPath: WritableKeyPath<RepoPage, [Repo]>? { \.items }
}

/// `GET /search/repositories?q=…&per_page=…`, paged by `Link` header.
struct RepoSearchTarget: TargetType {
  typealias Cursor = URL
  /// The query.
  var query: String
  /// Results per page.
  var perPage: Int
}

/// The walk's view model.
@MainActor
final class RepoDataSource: DataSourceType {
  /// The repositories loaded.
  var model: RepoPage?
  /// Unused.
  var targetInfo: (any Sendable)?
}

/// The search's JSON decoder: snake case keys.
enum SearchDecoding {
  /// A decoder for the fixture's (GitHub's) JSON.
  static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return decoder
  }
}
