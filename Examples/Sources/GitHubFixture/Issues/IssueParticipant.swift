import RefreshKitTesting

/// How the author of an issue or a comment is related to its repository: GitHub's
/// `author_association`.
enum AuthorAssociation: String, Sendable, Hashable {
  /// The repository's owner (a personal account).
  case owner = "OWNER"
  /// A member of the organization that owns the repository.
  case member = "MEMBER"
  /// Someone invited to collaborate on a personal repository.
  case collaborator = "COLLABORATOR"
  /// Someone who has contributed to the repository before.
  case contributor = "CONTRIBUTOR"
  /// Nobody in particular.
  case none = "NONE"
}

/// Someone who writes issues and comments, as the fixture shows them in `user`.
///
/// ```swift
/// let author = IssueParticipant(login: "mei-larsen", association: .contributor)
/// author.id  // stable: derived from the login, like every owner id
/// ```
struct IssueParticipant: Sendable, Hashable {
  /// The login, e.g. `mei-larsen`.
  var login: String
  /// GitHub's numeric user id.
  var id: Int
  /// The relation to the repository the text is written in.
  var association: AuthorAssociation

  /// A participant; without `id`, one derived from the login alone.
  init(login: String, id: Int? = nil, association: AuthorAssociation) {
    self.login = login
    self.id = id ?? RepositoryOwner.stableID(forLogin: login)
    self.association = association
  }

  /// The user of a token (``RateLimitClient``'s user id): a plausible login drawn from the
  /// id, so that the same token always writes as the same user.
  static func tokenUser(id: UInt64) -> IssueParticipant {
    var random = SplitMix64(seed: id)
    return IssueParticipant(
      login: PersonalLogin.make(using: &random), id: Int(id), association: .none)
  }
}
