import Foundation

extension RepositoryDataset {
  /// Loads a JSON array of repository records, e.g. `/work/shared/data/github-repos.json`.
  ///
  /// Each record needs `id`, `stargazers_count` and either `full_name` or `owner` plus `name`;
  /// `owner` may be a login string or a GitHub owner object. `forks_count` and
  /// `open_issues_count` default to 0, `html_url` to `https://github.com/owner/name`, `fork`
  /// and `archived` to false (nothing is made up for a file's records). Unknown
  /// fields (such as `snapshot`) are ignored. Owner ids and kinds are derived deterministically.
  ///
  /// ```swift
  /// let dataset = try RepositoryDataset(contentsOfFile: "/work/shared/data/github-repos.json")
  /// ```
  public init(contentsOfFile path: String) throws(DatasetError) {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw DatasetError.unreadable(path: path, reason: Self.reason(error))
    }
    try self.init(jsonData: data, sourceName: path)
  }

  /// Decodes a JSON array of repository records; `sourceName` names the input in errors.
  public init(jsonData: Data, sourceName: String = "<data>") throws(DatasetError) {
    let records: [DatasetRecord]
    do {
      records = try JSONDecoder().decode([DatasetRecord].self, from: jsonData)
    } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
      throw DatasetError.invalidJSON(path: sourceName, reason: Self.reason(context))
    } catch let error as DecodingError {
      throw Self.recordError(error, sourceName: sourceName)
    } catch {
      throw DatasetError.invalidJSON(path: sourceName, reason: Self.reason(error))
    }
    try self.init(repositories: Self.makeRepositories(records))
  }

  private static func makeRepositories(
    _ records: [DatasetRecord]
  ) throws(DatasetError) -> [Repository] {
    var resolved: [(record: DatasetRecord, login: String, name: String)] = []
    var repositoryCounts: [String: Int] = [:]
    for (index, record) in records.enumerated() {
      let (login, name) = try record.ownerAndName(index: index)
      resolved.append((record, login, name))
      repositoryCounts[login.lowercased(), default: 0] += 1
    }
    return resolved.map { item in
      let record = item.record
      let kind =
        record.owner?.type
        ?? RepositoryOwner.inferredKind(
          forLogin: item.login, repositoryCount: repositoryCounts[item.login.lowercased()] ?? 0)
      return Repository(
        id: record.id,
        owner: RepositoryOwner(login: item.login, id: record.owner?.id, type: kind),
        name: item.name,
        description: record.description,
        language: record.language,
        stargazersCount: record.stargazersCount,
        forksCount: record.forksCount ?? 0,
        openIssuesCount: record.openIssuesCount ?? 0,
        pushedAt: record.pushedAt,
        htmlURL: record.htmlURL,
        isFork: record.fork ?? false,
        isArchived: record.archived ?? false
      )
    }
  }

  private static func recordError(_ error: DecodingError, sourceName: String) -> DatasetError {
    let context: DecodingError.Context
    switch error {
    case .typeMismatch(_, let value), .valueNotFound(_, let value), .dataCorrupted(let value):
      context = value
    case .keyNotFound(let key, let value):
      return recordError(path: value.codingPath + [key], reason: "missing field", sourceName)
    @unknown default:
      return .invalidJSON(path: sourceName, reason: "\(error)")
    }
    return recordError(path: context.codingPath, reason: reason(context), sourceName)
  }

  private static func recordError(
    path: [any CodingKey], reason: String, _ sourceName: String
  ) -> DatasetError {
    guard let index = path.first?.intValue else {
      return .invalidJSON(path: sourceName, reason: reason)
    }
    let field = path.dropFirst().map(\.stringValue).joined(separator: ".")
    return .invalidRecord(index: index, reason: field.isEmpty ? reason : "\(field): \(reason)")
  }

  private static func reason(_ context: DecodingError.Context) -> String {
    if let underlying = context.underlyingError {
      return "\(context.debugDescription) (\(reason(underlying)))"
    }
    return context.debugDescription
  }

  private static func reason(_ error: any Error) -> String {
    (error as NSError).localizedDescription
  }
}
