/// GitHub's label object inside an issue's `labels`.
struct IssueLabelPayload: Encodable, Sendable {
  var label: IssueLabel
  var repository: Repository
  /// `http://host:port` for the API URL.
  var origin: String

  private enum CodingKeys: String, CodingKey {
    case id, url, name, color, description
    case nodeID = "node_id"
    case isDefault = "default"
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    let id = label.id(in: repository)
    let name = PercentEncoding.encodeQueryComponent(label.name)
    try container.encode(id, forKey: .id)
    try container.encode(NodeID.make(kind: "05:Label", id: id), forKey: .nodeID)
    try container.encode("\(origin)/repos/\(repository.fullName)/labels/\(name)", forKey: .url)
    try container.encode(label.name, forKey: .name)
    try container.encode(label.color, forKey: .color)
    try container.encode(true, forKey: .isDefault)
    try container.encode(label.description, forKey: .description)
  }
}
