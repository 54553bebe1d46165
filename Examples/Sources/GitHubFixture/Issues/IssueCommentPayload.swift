/// The JSON shape of an issue comment as GitHub's REST API returns it.
struct IssueCommentPayload: Encodable, Sendable {
  var comment: IssueCommentRecord
  var repository: Repository
  var issueNumber: Int
  /// `http://host:port` used for the API URLs.
  var origin: String

  /// The comment's API URL, also the `Location` of a posted one.
  var url: String { "\(origin)/repos/\(repository.fullName)/issues/comments/\(comment.id)" }

  private enum CodingKeys: String, CodingKey {
    case id, url, body, user
    case nodeID = "node_id"
    case htmlURL = "html_url"
    case issueURL = "issue_url"
    case createdAt = "created_at"
    case updatedAt = "updated_at"
    case authorAssociation = "author_association"
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    let written = ISO8601.format(epochSeconds: comment.createdAt)
    try container.encode(comment.id, forKey: .id)
    try container.encode(NodeID.make(kind: "012:IssueComment", id: comment.id), forKey: .nodeID)
    try container.encode(url, forKey: .url)
    try container.encode(
      "\(repository.htmlURL)/issues/\(issueNumber)#issuecomment-\(comment.id)", forKey: .htmlURL)
    try container.encode(
      "\(origin)/repos/\(repository.fullName)/issues/\(issueNumber)", forKey: .issueURL)
    try container.encode(comment.body, forKey: .body)
    try container.encode(
      SimpleUserPayload(participant: comment.author, origin: origin), forKey: .user)
    try container.encode(written, forKey: .createdAt)
    try container.encode(written, forKey: .updatedAt)
    try container.encode(comment.author.association.rawValue, forKey: .authorAssociation)
  }
}
