/// The JSON shape of an issue as GitHub's REST API returns it; nullable fields are present as
/// `null`, like GitHub's.
struct IssuePayload: Encodable, Sendable {
  var thread: IssueThread
  /// `http://host:port` used for the API URLs.
  var origin: String

  private enum CodingKeys: String, CodingKey {
    case id, url, number, title, user, labels, state, locked, assignee, assignees, milestone
    case comments, body
    case nodeID = "node_id"
    case repositoryURL = "repository_url"
    case labelsURL = "labels_url"
    case commentsURL = "comments_url"
    case eventsURL = "events_url"
    case htmlURL = "html_url"
    case createdAt = "created_at"
    case updatedAt = "updated_at"
    case closedAt = "closed_at"
    case authorAssociation = "author_association"
    case activeLockReason = "active_lock_reason"
    case stateReason = "state_reason"
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    let (issue, repository) = (thread.issue, thread.repository)
    let url = "\(origin)/repos/\(repository.fullName)/issues/\(issue.number)"
    try container.encode(issue.id, forKey: .id)
    try container.encode(NodeID.make(kind: "05:Issue", id: issue.id), forKey: .nodeID)
    try container.encode(url, forKey: .url)
    try container.encode("\(origin)/repos/\(repository.fullName)", forKey: .repositoryURL)
    try container.encode("\(url)/labels{/name}", forKey: .labelsURL)
    try container.encode("\(url)/comments", forKey: .commentsURL)
    try container.encode("\(url)/events", forKey: .eventsURL)
    try container.encode("\(repository.htmlURL)/issues/\(issue.number)", forKey: .htmlURL)
    try container.encode(issue.number, forKey: .number)
    try container.encode(issue.title, forKey: .title)
    try container.encode(
      SimpleUserPayload(participant: issue.author, origin: origin), forKey: .user)
    try container.encode(
      issue.labels.map { IssueLabelPayload(label: $0, repository: repository, origin: origin) },
      forKey: .labels)
    try container.encode("open", forKey: .state)
    try container.encode(false, forKey: .locked)
    try container.encodeNil(forKey: .assignee)
    try container.encode([SimpleUserPayload](), forKey: .assignees)
    try container.encodeNil(forKey: .milestone)
    try container.encode(thread.commentCount, forKey: .comments)
    try container.encode(ISO8601.format(epochSeconds: issue.createdAt), forKey: .createdAt)
    try container.encode(ISO8601.format(epochSeconds: thread.updatedAt), forKey: .updatedAt)
    try container.encodeNil(forKey: .closedAt)
    try container.encode(issue.author.association.rawValue, forKey: .authorAssociation)
    try container.encodeNil(forKey: .activeLockReason)
    try container.encode(issue.body, forKey: .body)
    try container.encodeNil(forKey: .stateReason)
  }
}
