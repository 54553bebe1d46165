/// One issue of a repository, as GitHub's `GET /repos/{owner}/{repo}/issues` returns it.
///
/// ```swift
/// let issue = try JSONDecoder().decode(Issue.self, from: json)
/// issue.commentCount     // 312: the thread opens at its last page
/// ```
public struct Issue: Identifiable, Hashable, Sendable, Decodable {
  /// GitHub's id of the issue.
  public var id: Int
  /// The issue's number in its repository (`#42`).
  public var number: Int
  /// The title.
  public var title: String
  /// `open` or `closed`.
  public var state: String
  /// The login of who opened it.
  public var author: String
  /// How many comments it has.
  public var commentCount: Int
  /// When it was opened (ISO 8601, as GitHub sends it).
  public var createdAt: String

  /// Creates an issue.
  public init(
    id: Int, number: Int, title: String, state: String = "open", author: String,
    commentCount: Int, createdAt: String
  ) {
    self.id = id
    self.number = number
    self.title = title
    self.state = state
    self.author = author
    self.commentCount = commentCount
    self.createdAt = createdAt
  }

  enum CodingKeys: String, CodingKey {
    case id, number, title, state, user, comments
    case createdAt = "created_at"
  }

  /// Decodes GitHub's issue JSON.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    number = try container.decode(Int.self, forKey: .number)
    title = try container.decode(String.self, forKey: .title)
    state = try container.decodeIfPresent(String.self, forKey: .state) ?? "open"
    author = try container.decode(GitHubUser.self, forKey: .user).login
    commentCount = try container.decodeIfPresent(Int.self, forKey: .comments) ?? 0
    createdAt = try container.decodeIfPresent(String.self, forKey: .createdAt) ?? ""
  }
}
