/// GitHub's "simple user" object, as `user` of an issue or a comment.
struct IssueUserPayload: Encodable, Sendable {
  var participant: IssueParticipant
  /// `http://host:port` for the API URL.
  var origin: String

  private enum CodingKeys: String, CodingKey {
    case login, id, url, type
    case nodeID = "node_id"
    case avatarURL = "avatar_url"
    case gravatarID = "gravatar_id"
    case htmlURL = "html_url"
    case siteAdmin = "site_admin"
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    let id = participant.id
    try container.encode(participant.login, forKey: .login)
    try container.encode(id, forKey: .id)
    try container.encode(NodeID.make(kind: "04:User", id: id), forKey: .nodeID)
    try container.encode("https://avatars.githubusercontent.com/u/\(id)?v=4", forKey: .avatarURL)
    try container.encode("", forKey: .gravatarID)
    try container.encode("\(origin)/users/\(participant.login)", forKey: .url)
    try container.encode("https://github.com/\(participant.login)", forKey: .htmlURL)
    try container.encode("User", forKey: .type)
    try container.encode(false, forKey: .siteAdmin)
  }
}
