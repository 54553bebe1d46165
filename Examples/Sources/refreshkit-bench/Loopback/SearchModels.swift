import Foundation

/// A repository as the fixture's search returns it (the fields the walk keeps).
struct Repo: Decodable, Identifiable, Equatable, Sendable {
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

/// The search's JSON decoder: snake case keys.
enum SearchDecoding {
  /// A decoder for the fixture's (GitHub's) JSON.
  static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return decoder
  }
}
