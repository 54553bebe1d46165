import Foundation

/// One GitHub repository as the REST API returns it, in search results, owner listings and
/// `GET /repos/{owner}/{name}`.
///
/// Only the fields the app shows or filters by are decoded; optional fields tolerate `null`,
/// and `fork` and `archived` default to `false` when absent (pages cached before the app read
/// them). It encodes back to the same JSON shape (`--print --json`).
///
/// ```swift
/// let repository = try JSONDecoder().decode(Repository.self, from: body)
/// print(repository.fullName, repository.stargazersCount)
/// ```
public struct Repository: Codable, Hashable, Sendable, Identifiable {
  /// GitHub's numeric id.
  public var id: Int
  /// The repository's name without its owner.
  public var name: String
  /// `owner/name`.
  public var fullName: String
  /// The owner's login.
  public var owner: String
  /// The description, when there is one.
  public var description: String?
  /// The primary language, when GitHub knows it.
  public var language: String?
  /// The number of stars.
  public var stargazersCount: Int
  /// The number of forks.
  public var forksCount: Int
  /// The number of open issues.
  public var openIssuesCount: Int
  /// The web page of the repository.
  public var htmlURL: String?
  /// The last push, ISO 8601, when known.
  public var pushedAt: String?
  /// The default branch, when the response names it.
  public var defaultBranch: String?
  /// Whether it is a fork of another repository (GitHub's `fork`).
  public var isFork: Bool
  /// Whether it is archived, read-only (GitHub's `archived`).
  public var isArchived: Bool
  /// `updated_at`, ISO 8601 (empty when the response had none): the version the
  /// `EntityStore` keeps the newest copy by.
  public var updatedAt: String
  /// Whether the authenticated user starred it: not part of GitHub's JSON (the app learns it
  /// from `/user/starred`, ``StarredRepositories``), neither decoded nor encoded.
  public var isStarred: Bool

  /// Creates a repository.
  public init(
    id: Int, name: String, owner: String, description: String? = nil, language: String? = nil,
    stargazersCount: Int = 0, forksCount: Int = 0, openIssuesCount: Int = 0,
    htmlURL: String? = nil, pushedAt: String? = nil, defaultBranch: String? = nil,
    isFork: Bool = false, isArchived: Bool = false, updatedAt: String = "",
    isStarred: Bool = false
  ) {
    self.id = id
    self.name = name
    self.fullName = "\(owner)/\(name)"
    self.owner = owner
    self.description = description
    self.language = language
    self.stargazersCount = stargazersCount
    self.forksCount = forksCount
    self.openIssuesCount = openIssuesCount
    self.htmlURL = htmlURL
    self.pushedAt = pushedAt
    self.defaultBranch = defaultBranch
    self.isFork = isFork
    self.isArchived = isArchived
    self.updatedAt = updatedAt
    self.isStarred = isStarred
  }

  private enum CodingKeys: String, CodingKey {
    case id, name, owner, description, language, fork, archived
    case fullName = "full_name"
    case stargazersCount = "stargazers_count"
    case forksCount = "forks_count"
    case openIssuesCount = "open_issues_count"
    case htmlURL = "html_url"
    case pushedAt = "pushed_at"
    case defaultBranch = "default_branch"
    case updatedAt = "updated_at"
  }

  /// Decodes GitHub's JSON; `owner` is the `owner.login` of the response.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    name = try container.decode(String.self, forKey: .name)
    fullName = try container.decode(String.self, forKey: .fullName)
    owner = try container.decode(GitHubUser.self, forKey: .owner).login
    description = try container.decodeIfPresent(String.self, forKey: .description)
    language = try container.decodeIfPresent(String.self, forKey: .language)
    stargazersCount = try container.decodeIfPresent(Int.self, forKey: .stargazersCount) ?? 0
    forksCount = try container.decodeIfPresent(Int.self, forKey: .forksCount) ?? 0
    openIssuesCount = try container.decodeIfPresent(Int.self, forKey: .openIssuesCount) ?? 0
    htmlURL = try container.decodeIfPresent(String.self, forKey: .htmlURL)
    pushedAt = try container.decodeIfPresent(String.self, forKey: .pushedAt)
    defaultBranch = try container.decodeIfPresent(String.self, forKey: .defaultBranch)
    isFork = try container.decodeIfPresent(Bool.self, forKey: .fork) ?? false
    isArchived = try container.decodeIfPresent(Bool.self, forKey: .archived) ?? false
    updatedAt = try container.decodeIfPresent(String.self, forKey: .updatedAt) ?? ""
    isStarred = false
  }

  /// Encodes GitHub's JSON shape: `owner` as `{"login": …}`, absent fields as `null`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(name, forKey: .name)
    try container.encode(fullName, forKey: .fullName)
    try container.encode(GitHubUser(login: owner), forKey: .owner)
    try container.encode(description, forKey: .description)
    try container.encode(language, forKey: .language)
    try container.encode(stargazersCount, forKey: .stargazersCount)
    try container.encode(forksCount, forKey: .forksCount)
    try container.encode(openIssuesCount, forKey: .openIssuesCount)
    try container.encode(htmlURL, forKey: .htmlURL)
    try container.encode(pushedAt, forKey: .pushedAt)
    try container.encode(defaultBranch, forKey: .defaultBranch)
    try container.encode(isFork, forKey: .fork)
    try container.encode(isArchived, forKey: .archived)
    try container.encode(updatedAt.isEmpty ? nil : updatedAt, forKey: .updatedAt)
  }
}

/// A user as GitHub nests one (a repository's `owner`, an issue's or comment's `user`): the
/// app keeps only its login.
struct GitHubUser: Codable {
  var login: String
}
