/// An immutable, indexed collection of repositories that the fixture server serves.
///
/// Lookups by `owner/name` and by owner are dictionary lookups, and every record's searchable
/// text is lowercased once up front, so searching thousands of records stays fast.
///
/// ```swift
/// let dataset = RepositoryDataset.generated(seed: 42)
/// let swift = try RepositoryDataset(contentsOfFile: "github-repos.json")
/// print(dataset.count, swift.repository(owner: "apple", name: "swift")?.stargazersCount ?? 0)
/// ```
public struct RepositoryDataset: Sendable {
  /// All repositories in their original order.
  public let repositories: [Repository]
  /// Lowercased search text, parallel to `repositories`.
  let entries: [SearchEntry]
  private let indexByFullName: [String: Int]
  private let indicesByOwner: [String: [Int]]
  private let indexByID: [Int: Int]

  /// Indexes `repositories`; fails when two records share an id or a (case-insensitive) full name.
  public init(repositories: [Repository]) throws(DatasetError) {
    var indexByFullName: [String: Int] = [:]
    var indicesByOwner: [String: [Int]] = [:]
    var indexByID: [Int: Int] = [:]
    indexByFullName.reserveCapacity(repositories.count)
    for (index, repository) in repositories.enumerated() {
      let key = repository.fullName.lowercased()
      guard indexByFullName[key] == nil else {
        throw DatasetError.duplicateRepository(fullName: repository.fullName)
      }
      guard indexByID.updateValue(index, forKey: repository.id) == nil else {
        throw DatasetError.duplicateID(repository.id)
      }
      indexByFullName[key] = index
      indicesByOwner[repository.owner.login.lowercased(), default: []].append(index)
    }
    let entries = repositories.map(SearchEntry.init)
    for (owner, indices) in indicesByOwner {
      indicesByOwner[owner] = indices.sorted { entries[$0].sortKey < entries[$1].sortKey }
    }
    self.repositories = repositories
    self.entries = entries
    self.indexByFullName = indexByFullName
    self.indicesByOwner = indicesByOwner
    self.indexByID = indexByID
  }

  /// The number of repositories.
  public var count: Int { repositories.count }

  /// The number of distinct owners.
  public var ownerCount: Int { indicesByOwner.count }

  /// Returns the repository `owner/name` (case-insensitive), or nil.
  public func repository(owner: String, name: String) -> Repository? {
    indexByFullName["\(owner)/\(name)".lowercased()].map { repositories[$0] }
  }

  /// The repository with GitHub id `id`, if the dataset has it.
  public func repository(id: Int) -> Repository? {
    indexByID[id].map { repositories[$0] }
  }

  /// Returns the repositories of `owner` (case-insensitive) sorted by full name, or nil when the
  /// dataset has no such owner.
  public func repositories(ofOwner owner: String) -> [Repository]? {
    indices(ofOwner: owner).map { $0.map { repositories[$0] } }
  }

  /// Returns the indices of `owner`'s repositories sorted by full name (nil: unknown owner).
  func indices(ofOwner owner: String) -> [Int]? {
    indicesByOwner[owner.lowercased()]
  }
}

/// Pre-lowercased searchable fields of one repository.
struct SearchEntry: Sendable {
  /// Lowercased `name` bytes.
  let name: [UInt8]
  /// Lowercased `full_name` bytes.
  let fullName: [UInt8]
  /// Lowercased `description` bytes (empty when nil).
  let description: [UInt8]
  /// Lowercased owner login.
  let owner: String
  /// Lowercased language, or nil.
  let language: String?
  /// Case-insensitive ordering key for `full_name` sorting.
  let sortKey: String

  init(_ repository: Repository) {
    let lowerName = repository.name.lowercased()
    self.name = Array(lowerName.utf8)
    self.fullName = Array(repository.fullName.lowercased().utf8)
    self.description = Array((repository.description ?? "").lowercased().utf8)
    self.owner = repository.owner.login.lowercased()
    self.language = repository.language?.lowercased()
    self.sortKey = repository.fullName.lowercased()
  }
}
