/// GitHub's "simple user" object: a repository's `owner`, an issue's or a comment's `user`,
/// and (with `public_repos`) the body of `GET /users/{username}`. One encoder for all of them,
/// with every URL GitHub's object carries, built from the login and the server's origin.
struct SimpleUserPayload: Encodable, Sendable {
  var login: String
  var id: Int
  var isOrganization = false
  /// `http://host:port` for the API URLs.
  var origin: String
  /// `public_repos`, only present in `GET /users/{username}`.
  var publicRepos: Int?

  /// A repository's owner.
  init(owner: RepositoryOwner, origin: String, publicRepos: Int? = nil) {
    login = owner.login
    id = owner.id
    isOrganization = owner.type == .organization
    self.origin = origin
    self.publicRepos = publicRepos
  }

  /// The author of an issue or a comment.
  init(participant: IssueParticipant, origin: String) {
    login = participant.login
    id = participant.id
    self.origin = origin
  }

  private enum CodingKeys: String, CodingKey {
    case login, id, url, type
    case nodeID = "node_id"
    case avatarURL = "avatar_url"
    case gravatarID = "gravatar_id"
    case htmlURL = "html_url"
    case followersURL = "followers_url"
    case followingURL = "following_url"
    case gistsURL = "gists_url"
    case starredURL = "starred_url"
    case subscriptionsURL = "subscriptions_url"
    case organizationsURL = "organizations_url"
    case reposURL = "repos_url"
    case eventsURL = "events_url"
    case receivedEventsURL = "received_events_url"
    case userViewType = "user_view_type"
    case siteAdmin = "site_admin"
    case publicRepos = "public_repos"
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    let api = "\(origin)/users/\(login)"
    try container.encode(login, forKey: .login)
    try container.encode(id, forKey: .id)
    try container.encode(
      NodeID.make(kind: isOrganization ? "012:Organization" : "04:User", id: id), forKey: .nodeID)
    try container.encode("https://avatars.githubusercontent.com/u/\(id)?v=4", forKey: .avatarURL)
    try container.encode("", forKey: .gravatarID)
    try container.encode(api, forKey: .url)
    try container.encode("https://github.com/\(login)", forKey: .htmlURL)
    try container.encode("\(api)/followers", forKey: .followersURL)
    try container.encode("\(api)/following{/other_user}", forKey: .followingURL)
    try container.encode("\(api)/gists{/gist_id}", forKey: .gistsURL)
    try container.encode("\(api)/starred{/owner}{/repo}", forKey: .starredURL)
    try container.encode("\(api)/subscriptions", forKey: .subscriptionsURL)
    try container.encode("\(api)/orgs", forKey: .organizationsURL)
    try container.encode("\(api)/repos", forKey: .reposURL)
    try container.encode("\(api)/events{/privacy}", forKey: .eventsURL)
    try container.encode("\(api)/received_events", forKey: .receivedEventsURL)
    try container.encode(isOrganization ? "Organization" : "User", forKey: .type)
    try container.encode("public", forKey: .userViewType)
    try container.encode(false, forKey: .siteAdmin)
    try container.encodeIfPresent(publicRepos, forKey: .publicRepos)
  }
}
