import Foundation
import RefreshKitTesting

extension RepositoryDataset {
  /// The number of repositories ``generated(seed:count:)`` creates by default.
  public static let defaultGeneratedCount = 6_000

  /// Generates a deterministic dataset of plausible repositories.
  ///
  /// Owners are reused with a Zipf-like distribution (a few organizations own hundreds of
  /// repositories, most people own one or two), languages follow a realistic mix, stars have a
  /// long tail, and descriptions include CJK and emoji text as well as some nulls. About 1 in 5
  /// repositories is a fork (every name with `awesome` in it, so forks come in runs) and
  /// 1 in 8 is archived (mostly among those not pushed since 2020).
  /// The same `seed` and `count` always produce the same dataset.
  ///
  /// ```swift
  /// let dataset = RepositoryDataset.generated(seed: 42)
  /// assert(dataset.count == RepositoryDataset.defaultGeneratedCount)
  /// ```
  public static func generated(seed: UInt64, count: Int = defaultGeneratedCount) -> Self {
    var generator = DatasetGenerator(seed: seed)
    let repositories = generator.makeRepositories(count: max(0, count))
    do {
      return try Self(repositories: repositories)
    } catch {
      // Unreachable: the generator makes ids and full names unique by construction.
      preconditionFailure("generated dataset is inconsistent: \(error)")
    }
  }
}

/// Builds generated repositories from a seeded ``SplitMix64``.
struct DatasetGenerator {
  private typealias Words = GeneratorVocabulary
  private var random: SplitMix64
  private let owners: [RepositoryOwner]
  private let ownerWeights: [Double]
  private let languageWeights: [Double]
  private var usedFullNames: Set<String> = []
  private var text: DescriptionWriter

  init(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    self.owners = Self.makeOwners(using: &random)
    self.ownerWeights = Self.cumulative(owners.indices.map { 1 / Double($0 + 1) })
    self.languageWeights = Self.cumulative(Words.languages.map(\.weight))
    self.text = DescriptionWriter(seed: random.next())
    self.random = random
  }

  mutating func makeRepositories(count: Int) -> [Repository] {
    (0..<count).map { makeRepository(number: $0) }
  }

  private mutating func makeRepository(number: Int) -> Repository {
    let owner = owners[pick(ownerWeights)]
    let (name, impliedLanguage) = uniqueName(for: owner.login)
    let language = impliedLanguage ?? Words.languages[pick(languageWeights)].name
    let stars = Int(min(450_000, 5 / pow(1 - random.nextUnitInterval(), 1.3) - 5))
    let forks = Int(Double(stars) * (0.02 + 0.3 * random.nextUnitInterval()))
    let issues = Int(pow(Double(stars), 0.55) * random.nextUnitInterval())
    var repository = Repository(
      id: 1_000_000 + number * 1_000 + random.nextInt(below: 1_000),
      owner: owner,
      name: name,
      description: text.description(language: language),
      language: language,
      stargazersCount: stars,
      forksCount: forks,
      openIssuesCount: issues,
      pushedAt: randomPushDate()
    )
    // Derived, not drawn: the random stream (and so every other field) is as before.
    repository.isFork = GeneratedFlags.isFork(id: repository.id, name: name)
    repository.isArchived = GeneratedFlags.isArchived(
      id: repository.id, pushedAt: repository.pushedAt)
    return repository
  }

  /// Returns a name unique for `login`, and the language its prefix or suffix implies.
  private mutating func uniqueName(for login: String) -> (String, String?) {
    var (name, language) = randomName()
    let base = name
    var attempt = 2
    while !usedFullNames.insert("\(login)/\(name)".lowercased()).inserted {
      name = "\(base)-\(attempt)"
      attempt += 1
    }
    return (name, language)
  }

  private mutating func randomName() -> (String, String?) {
    let adjective = element(Words.adjectives)
    let noun = element(Words.nouns)
    let prefix = element(Words.prefixes)
    let suffix = element(Words.suffixes)
    switch random.nextInt(below: 20) {
    case 0..<2: return (noun, nil)
    case 2..<7: return ("\(adjective)-\(noun)", nil)
    case 7..<11: return ("\(noun)-\(suffix)", Self.language(implying: suffix))
    case 11..<16: return ("\(prefix)-\(noun)", Self.language(implying: prefix))
    case 16..<18: return ("\(prefix)-\(adjective)-\(noun)", Self.language(implying: prefix))
    default: return (adjective.capitalized + noun.capitalized, nil)
    }
  }

  private static func language(implying marker: String) -> String? {
    switch marker {
    case "swift": return "Swift"
    case "py": return "Python"
    case "go": return "Go"
    case "rust", "rs": return "Rust"
    case "react", "node", "js": return "JavaScript"
    case "vue": return "Vue"
    default: return nil
    }
  }

  /// A push date between 2014 and mid-2026, skewed towards recent dates; 1% have none.
  private mutating func randomPushDate() -> String? {
    guard random.nextUnitInterval() >= 0.01 else { return nil }
    let start: Int64 = 1_388_534_400  // 2014-01-01
    let end: Int64 = 1_783_000_000  // 2026-07
    let skew = pow(random.nextUnitInterval(), 2)
    return ISO8601.format(epochSeconds: end - Int64(Double(end - start) * skew))
  }

  private mutating func element(_ words: [String]) -> String {
    words[random.nextInt(below: words.count)]
  }

  /// Returns the index drawn from cumulative weights.
  private mutating func pick(_ cumulativeWeights: [Double]) -> Int {
    let target = random.nextUnitInterval() * (cumulativeWeights.last ?? 0)
    var low = 0
    var high = cumulativeWeights.count - 1
    while low < high {
      let middle = (low + high) / 2
      if cumulativeWeights[middle] > target { high = middle } else { low = middle + 1 }
    }
    return low
  }

  private static func cumulative(_ weights: [Double]) -> [Double] {
    var total = 0.0
    return weights.map { weight in
      total += weight
      return total
    }
  }

  /// Organizations first (they get the most repositories), then ~770 people.
  private static func makeOwners(using random: inout SplitMix64) -> [RepositoryOwner] {
    var owners = Words.organizations.map { RepositoryOwner(login: $0, type: .organization) }
    var logins = Set(Words.organizations)
    while owners.count < 800 {
      let login = PersonalLogin.make(using: &random)
      if logins.insert(login).inserted {
        owners.append(RepositoryOwner(login: login, type: .user))
      }
    }
    return owners
  }
}
