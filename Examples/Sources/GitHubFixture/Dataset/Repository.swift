/// One repository record served by the fixture.
///
/// ```swift
/// let repository = Repository(
///   id: 1, owner: RepositoryOwner(login: "octocat", type: .user), name: "hello-world",
///   description: "My first repository", language: "Swift", stargazersCount: 42,
///   forksCount: 3, openIssuesCount: 1, pushedAt: "2024-01-02T03:04:05Z")
/// print(repository.fullName)  // "octocat/hello-world"
/// ```
public struct Repository: Sendable, Hashable, Identifiable {
  /// GitHub's numeric repository id.
  public var id: Int
  /// The owning account.
  public var owner: RepositoryOwner
  /// The repository name without owner, e.g. `swift`.
  public var name: String
  /// The repository description, or nil when it has none.
  public var description: String?
  /// The primary language, or nil when GitHub detected none.
  public var language: String?
  /// The number of stars.
  public var stargazersCount: Int
  /// The number of forks.
  public var forksCount: Int
  /// The number of open issues and pull requests.
  public var openIssuesCount: Int
  /// The last push as an ISO 8601 UTC string (`2024-01-02T03:04:05Z`), or nil.
  public var pushedAt: String?
  /// The web page, e.g. `https://github.com/apple/swift`.
  public var htmlURL: String
  /// Whether the repository is a fork of another one (GitHub's `fork`).
  public var isFork: Bool
  /// Whether the repository is archived, read-only (GitHub's `archived`).
  public var isArchived: Bool

  /// The `owner/name` pair, e.g. `apple/swift`.
  public var fullName: String { "\(owner.login)/\(name)" }

  /// Creates a repository record; `htmlURL` defaults to `https://github.com/owner/name`, and
  /// a record is neither a fork nor archived unless it says so.
  public init(
    id: Int,
    owner: RepositoryOwner,
    name: String,
    description: String?,
    language: String?,
    stargazersCount: Int,
    forksCount: Int,
    openIssuesCount: Int,
    pushedAt: String?,
    htmlURL: String? = nil,
    isFork: Bool = false,
    isArchived: Bool = false
  ) {
    self.id = id
    self.owner = owner
    self.name = name
    self.description = description
    self.language = language
    self.stargazersCount = stargazersCount
    self.forksCount = forksCount
    self.openIssuesCount = openIssuesCount
    self.pushedAt = pushedAt
    self.htmlURL = htmlURL ?? "https://github.com/\(owner.login)/\(name)"
    self.isFork = isFork
    self.isArchived = isArchived
  }
}
