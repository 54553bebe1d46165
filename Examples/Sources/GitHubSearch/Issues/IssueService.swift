import RefreshKit

/// Reads a repository's issues and an issue's comments, page by page, and writes comments.
///
/// Pages are numbered from 1, as GitHub numbers them; a page says the number of the page
/// before (`previous`) and, while the server links one, the page after (`next`).
///
/// ```swift
/// let issues = IssueService.http(configuration: .gitHub(baseURL: url, token: token))
/// let page = try await issues.comments(IssueReference(owner: "apple", name: "swift", number: 7), 1)
/// let posted = try await issues.postComment(reference, "Thanks!")  // throws HTTPLoadError on a refusal
/// ```
public struct IssueService: Sendable {
  /// The issues of the repository `owner/name` on page `page`, newest first.
  public var issues:
    @Sendable (_ owner: String, _ name: String, _ page: Int) async throws -> Page<Issue, Int>
  /// The comments of an issue on page `page`, oldest first.
  public var comments:
    @Sendable (_ issue: IssueReference, _ page: Int) async throws -> Page<IssueComment, Int>
  /// Writes a comment; returns the server's copy, or throws why it refused.
  public var postComment:
    @Sendable (_ issue: IssueReference, _ body: String) async throws -> IssueComment
  /// The rows each page asks for.
  public var perPage: Int

  /// Creates a service from closures (scripted in tests).
  public init(
    perPage: Int = 30,
    issues: @escaping @Sendable (String, String, Int) async throws -> Page<Issue, Int>,
    comments: @escaping @Sendable (IssueReference, Int) async throws -> Page<IssueComment, Int>,
    postComment: @escaping @Sendable (IssueReference, String) async throws -> IssueComment
  ) {
    self.perPage = perPage
    self.issues = issues
    self.comments = comments
    self.postComment = postComment
  }

  /// The page holding the newest of `commentCount` comments: where a thread opens.
  public func lastPage(commentCount: Int) -> Int {
    max(1, (commentCount + perPage - 1) / max(1, perPage))
  }
}
