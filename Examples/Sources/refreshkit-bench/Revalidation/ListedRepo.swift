import Foundation
import YLRefreshKit

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

/// One page of rows and the `Link` header's next URL, as HTTPNetworkManager builds it.
struct ListedRepoPage: ModelType {
  /// The rows, in server order.
  var items: [ListedRepo]
  /// The next page's URL.
  var nextPage: URL?

  /// The rows are the pageable property.
  var pageablePropertyPath: WritableKeyPath<ListedRepoPage, [ListedRepo]>? { \.items }
}
