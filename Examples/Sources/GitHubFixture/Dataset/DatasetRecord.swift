/// One record of a dataset file, before owner ids and kinds are derived.
struct DatasetRecord: Decodable, Sendable {
  /// The `owner` field, which may be a plain login or a GitHub owner object.
  struct Owner: Decodable, Sendable {
    var login: String
    var id: Int?
    var type: RepositoryOwner.Kind?

    private enum CodingKeys: String, CodingKey {
      case login, id, type
    }

    init(from decoder: any Decoder) throws {
      if let login = try? decoder.singleValueContainer().decode(String.self) {
        self.login = login
        return
      }
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.login = try container.decode(String.self, forKey: .login)
      self.id = try container.decodeIfPresent(Int.self, forKey: .id)
      self.type = try container.decodeIfPresent(String.self, forKey: .type).flatMap {
        RepositoryOwner.Kind(rawValue: $0)
      }
    }
  }

  var id: Int
  var fullName: String?
  var owner: Owner?
  var name: String?
  var description: String?
  var language: String?
  var stargazersCount: Int
  var forksCount: Int?
  var openIssuesCount: Int?
  var pushedAt: String?
  var htmlURL: String?
  /// GitHub's `fork`, when the record has it.
  var fork: Bool?
  /// GitHub's `archived`, when the record has it.
  var archived: Bool?

  private enum CodingKeys: String, CodingKey {
    case id
    case fullName = "full_name"
    case owner
    case name
    case description
    case language
    case stargazersCount = "stargazers_count"
    case forksCount = "forks_count"
    case openIssuesCount = "open_issues_count"
    case pushedAt = "pushed_at"
    case htmlURL = "html_url"
    case fork, archived
  }

  /// Resolves the owner login and repository name from `owner`/`name` or from `full_name`.
  func ownerAndName(index: Int) throws(DatasetError) -> (login: String, name: String) {
    let parts = fullName?.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    if let parts, parts.count != 2 || parts.contains(where: \.isEmpty) {
      throw DatasetError.invalidRecord(
        index: index, reason: "full_name '\(fullName ?? "")' is not 'owner/name'")
    }
    guard let login = owner?.login ?? parts?.first, let name = name ?? parts?.last else {
      throw DatasetError.invalidRecord(index: index, reason: "needs full_name or owner and name")
    }
    if let fullName, fullName != "\(login)/\(name)" {
      throw DatasetError.invalidRecord(
        index: index, reason: "full_name '\(fullName)' does not match '\(login)/\(name)'")
    }
    return (login, name)
  }
}
