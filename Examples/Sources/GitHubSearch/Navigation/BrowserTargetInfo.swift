/// What a scene is opened with, handed to its target on every update: the seed's
/// `targetInfo` (`.second(topicID:page:)` took its topic id from it).
///
/// The search scene pushes the owner's repositories with ``owner(_:)``; the owner scene
/// pushes the detail with ``repository(owner:name:)``.
///
/// ```swift
/// let info = BrowserTargetInfo.owner("apple")
/// var target = GitHubTarget.ownerRepositories(owner: "", page: 1)
/// target.update(with: .pullToRefresh, targetInfo: info)   // .ownerRepositories("apple", 1)
/// ```
public enum BrowserTargetInfo: Hashable, Sendable {
  /// An owner's login.
  case owner(String)
  /// One repository, by owner login and name.
  case repository(owner: String, name: String)

  /// The owner's login, for either case.
  public var owner: String {
    switch self {
    case .owner(let login): login
    case .repository(let owner, _): owner
    }
  }
}
