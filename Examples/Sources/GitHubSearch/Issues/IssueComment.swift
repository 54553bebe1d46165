/// One comment of an issue's thread, as GitHub's
/// `GET /repos/{owner}/{repo}/issues/{number}/comments` returns it (oldest first).
///
/// A comment written here shows at once, before the server answers: it has a temporary
/// negative id and ``isPending`` until the server's copy replaces it.
///
/// ```swift
/// let comment = try JSONDecoder().decode(IssueComment.self, from: json)
/// comment.author     // "octocat"
/// ```
public struct IssueComment: Identifiable, Hashable, Sendable, Decodable {
  /// GitHub's id of the comment; negative for one still being sent.
  public var id: Int
  /// The text (Markdown).
  public var body: String
  /// The login of who wrote it.
  public var author: String
  /// When it was written (ISO 8601, as GitHub sends it).
  public var createdAt: String
  /// Whether it is still being sent (shown before the server took it).
  public var isPending: Bool

  /// Creates a comment.
  public init(id: Int, body: String, author: String, createdAt: String, isPending: Bool = false) {
    self.id = id
    self.body = body
    self.author = author
    self.createdAt = createdAt
    self.isPending = isPending
  }

  enum CodingKeys: String, CodingKey {
    case id, body, user
    case createdAt = "created_at"
  }

  /// Decodes GitHub's comment JSON.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    body = try container.decodeIfPresent(String.self, forKey: .body) ?? ""
    author = try container.decode(GitHubUser.self, forKey: .user).login
    createdAt = try container.decodeIfPresent(String.self, forKey: .createdAt) ?? ""
    isPending = false
  }
}
