/// The account that owns a repository, as GitHub reports it in `owner`.
///
/// ```swift
/// let owner = RepositoryOwner(login: "apple", type: .organization)
/// print(owner.id)  // stable: derived from the login
/// ```
public struct RepositoryOwner: Sendable, Hashable {
  /// Whether an account is a person or an organization (GitHub's `owner.type`).
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A personal account (`"User"`).
    case user = "User"
    /// An organization account (`"Organization"`).
    case organization = "Organization"
  }

  /// The account name, e.g. `apple`.
  public var login: String
  /// GitHub's numeric account id.
  public var id: Int
  /// Whether the account is a user or an organization.
  public var type: Kind

  /// Creates an owner; when `id` is nil a stable id is derived from the login.
  public init(login: String, id: Int? = nil, type: Kind) {
    self.login = login
    self.id = id ?? Self.stableID(forLogin: login)
    self.type = type
  }

  /// Returns an id in `1...2_147_483_647` derived only from the lowercased login.
  ///
  /// The same login gets the same id in every process and in every dataset.
  public static func stableID(forLogin login: String) -> Int {
    Int(FNV1a.hash(login.lowercased()) % 2_147_483_647) + 1
  }

  /// Guesses an account kind for a login that comes without one.
  ///
  /// Accounts that own at least `organizationThreshold` repositories in the dataset are treated
  /// as organizations; otherwise a stable hash of the login decides (about one in four is an
  /// organization), so the answer never depends on process or load order.
  public static func inferredKind(
    forLogin login: String,
    repositoryCount: Int,
    organizationThreshold: Int = 3
  ) -> Kind {
    if repositoryCount >= organizationThreshold { return .organization }
    return FNV1a.hash("kind:" + login.lowercased()) % 4 == 0 ? .organization : .user
  }
}
