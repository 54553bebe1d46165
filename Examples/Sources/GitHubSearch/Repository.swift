/// A repository as GitHub's search returns it (the fields the app shows and prints).
///
/// ```swift
/// let decoder = JSONDecoder()
/// decoder.keyDecodingStrategy = .convertFromSnakeCase
/// let repository = try decoder.decode(Repository.self, from: json)
/// ```
public struct Repository: Codable, Hashable, Sendable, Identifiable {
  /// GitHub's id: a row's identity in the list.
  public var id: Int
  /// `owner/name`.
  public var fullName: String
  /// Stars.
  public var stargazersCount: Int
  /// The primary language, if any.
  public var language: String?
  /// The description, if any.
  public var description: String?
  /// The web page.
  public var htmlUrl: String?

  /// Creates a repository.
  public init(
    id: Int, fullName: String, stargazersCount: Int, language: String? = nil,
    description: String? = nil, htmlUrl: String? = nil
  ) {
    self.id = id
    self.fullName = fullName
    self.stargazersCount = stargazersCount
    self.language = language
    self.description = description
    self.htmlUrl = htmlUrl
  }
}
