import Foundation

/// The JSON shape of a repository as GitHub's REST API returns it (snake_case keys).
///
/// Nullable fields are always present (as `null`), exactly like GitHub; `score` is only
/// present in search results.
struct RepositoryPayload: Encodable, Sendable {
  var repository: Repository
  /// `http://host:port` used for the API URLs (`url`, `owner.url`).
  var origin: String
  /// The search score, or nil outside search results.
  var score: Double?
  /// `updated_at`; the last push when `nil`.
  var updatedAt: String? = nil

  private enum CodingKeys: String, CodingKey {
    case id, name, owner, description, fork, url, language, score, watchers, forks, archived
    case nodeID = "node_id"
    case fullName = "full_name"
    case isPrivate = "private"
    case htmlURL = "html_url"
    case stargazersCount = "stargazers_count"
    case watchersCount = "watchers_count"
    case forksCount = "forks_count"
    case openIssuesCount = "open_issues_count"
    case openIssues = "open_issues"
    case pushedAt = "pushed_at"
    case updatedAt = "updated_at"
    case defaultBranch = "default_branch"
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(repository.id, forKey: .id)
    try container.encode(NodeID.make(kind: "010:Repository", id: repository.id), forKey: .nodeID)
    try container.encode(repository.name, forKey: .name)
    try container.encode(repository.fullName, forKey: .fullName)
    try container.encode(false, forKey: .isPrivate)
    try container.encode(SimpleUserPayload(owner: repository.owner, origin: origin), forKey: .owner)
    try container.encode(repository.htmlURL, forKey: .htmlURL)
    try container.encode(repository.description, forKey: .description)
    try container.encode(repository.isFork, forKey: .fork)
    try container.encode("\(origin)/repos/\(repository.fullName)", forKey: .url)
    try container.encode(repository.language, forKey: .language)
    try container.encode(repository.stargazersCount, forKey: .stargazersCount)
    try container.encode(repository.stargazersCount, forKey: .watchersCount)
    try container.encode(repository.stargazersCount, forKey: .watchers)
    try container.encode(repository.forksCount, forKey: .forksCount)
    try container.encode(repository.forksCount, forKey: .forks)
    try container.encode(repository.openIssuesCount, forKey: .openIssuesCount)
    try container.encode(repository.openIssuesCount, forKey: .openIssues)
    try container.encode(repository.pushedAt, forKey: .pushedAt)
    try container.encode(updatedAt ?? repository.pushedAt, forKey: .updatedAt)
    try container.encode(repository.isArchived, forKey: .archived)
    try container.encode("main", forKey: .defaultBranch)
    try container.encodeIfPresent(score, forKey: .score)
  }
}

/// GitHub's legacy global node ids: base64 of `"<kind><id>"`, e.g. `MDEwOlJlcG9zaXRvcnkx`.
enum NodeID {
  static func make(kind: String, id: Int) -> String {
    Data("\(kind)\(id)".utf8).base64EncodedString()
  }
}

/// The body of `GET /search/repositories`.
struct SearchResultPayload: Encodable, Sendable {
  var totalCount: Int
  var items: [RepositoryPayload]

  private enum CodingKeys: String, CodingKey {
    case totalCount = "total_count"
    case incompleteResults = "incomplete_results"
    case items
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(totalCount, forKey: .totalCount)
    try container.encode(false, forKey: .incompleteResults)
    try container.encode(items, forKey: .items)
  }
}
