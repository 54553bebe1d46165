import RefreshKitTesting

/// The people around one repository: its maintainers (the owner and two collaborators of a
/// personal repository, three members of an organization's) and anyone else who writes
/// there, all with plausible logins derived from the server's seed and the repository.
///
/// ```swift
/// let people = RepositoryPeople(repository: repository, seed: 42)
/// var random = SplitMix64(seed: 1)
/// let author = people.draw(maintainerShare: 0.25, using: &random)
/// ```
struct RepositoryPeople: Sendable {
  /// The repository's maintainers; the owner comes first when it is a person.
  let maintainers: [IssueParticipant]
  private let repositoryID: Int

  /// The people of `repository` for `seed`; the same arguments always give the same people.
  init(repository: Repository, seed: UInt64) {
    var random = SplitMix64(seed: FNV1a.hash("people:\(seed):\(repository.id)"))
    var maintainers: [IssueParticipant] = []
    if repository.owner.type == .user {
      maintainers.append(IssueParticipant(login: repository.owner.login, association: .owner))
    }
    let association: AuthorAssociation =
      repository.owner.type == .user ? .collaborator : .member
    while maintainers.count < 3 {
      let login = PersonalLogin.make(using: &random)
      if !maintainers.contains(where: { $0.login == login }) {
        maintainers.append(IssueParticipant(login: login, association: association))
      }
    }
    self.maintainers = maintainers
    self.repositoryID = repository.id
  }

  /// A maintainer with probability `maintainerShare`, otherwise anyone: a random login, a
  /// contributor for about one in four logins (the same login always gets the same answer).
  func draw(maintainerShare: Double, using random: inout SplitMix64) -> IssueParticipant {
    if random.nextUnitInterval() < maintainerShare {
      return maintainers[random.nextInt(below: maintainers.count)]
    }
    let login = PersonalLogin.make(using: &random)
    if let maintainer = maintainers.first(where: { $0.login == login }) { return maintainer }
    let contributes = FNV1a.hash("contributor:\(repositoryID):\(login)") % 4 == 0
    return IssueParticipant(login: login, association: contributes ? .contributor : .none)
  }
}
