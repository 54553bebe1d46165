import Foundation

/// The row the revalidation benchmark lists: what a search screen shows of a repository.
struct ListedRepo: Identifiable, Equatable, Codable, Sendable {
  /// GitHub's id.
  var id: Int
  /// `owner/name`.
  var fullName: String
  /// The description, the field the "1 page changed" situation edits.
  var description: String?
  /// Stars.
  var stargazersCount: Int
}

/// The body of `GET /search/repositories`, with the rows the list keeps.
struct ListedRepoBody: Decodable, Sendable {
  /// This page's repositories.
  var items: [ListedRepo]
}
