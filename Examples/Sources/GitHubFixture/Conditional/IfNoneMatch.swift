/// A parsed `If-None-Match` request header (RFC 9110 §13.1.2): `*`, or a comma-separated list
/// of entity tags.
///
/// Parsing is strict: anything outside the grammar makes the whole header malformed, and a
/// malformed header is treated as absent (the request is answered as if unconditional).
enum IfNoneMatch: Equatable, Sendable {
  /// `*`: matches any current representation.
  case any
  /// The listed tags, in order.
  case tags([EntityTag])

  /// Parses the request's `If-None-Match` field values (several fields form one list);
  /// nil when there is none or it is malformed.
  init?(fieldValues: [String]) {
    guard !fieldValues.isEmpty else { return nil }
    let bytes = Array(fieldValues.joined(separator: ",").utf8)
    var scanner = EntityTagListScanner(bytes: bytes)
    if scanner.isLoneAsterisk {
      self = .any
    } else if let tags = scanner.entityTags(), !tags.isEmpty {
      self = .tags(tags)
    } else {
      return nil
    }
  }

  /// Whether a representation with `tag` matches, so that a GET is answered 304.
  func matches(_ tag: EntityTag) -> Bool {
    switch self {
    case .any: true
    case .tags(let tags): tags.contains { $0.weaklyMatches(tag) }
    }
  }
}

/// Reads RFC 9110's `#entity-tag` list from raw field bytes.
private struct EntityTagListScanner {
  let bytes: [UInt8]
  var index = 0

  private static let space: UInt8 = 0x20
  private static let tab: UInt8 = 0x09
  private static let comma = UInt8(ascii: ",")
  private static let quote = UInt8(ascii: "\"")

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether the value is exactly `*`, apart from surrounding whitespace.
  var isLoneAsterisk: Bool {
    bytes.filter { $0 != Self.space && $0 != Self.tab } == [UInt8(ascii: "*")]
  }

  /// The listed tags (empty list elements are skipped, as RFC 9110 §5.6.1 asks), or nil when
  /// anything does not follow the grammar.
  mutating func entityTags() -> [EntityTag]? {
    var tags: [EntityTag] = []
    while true {
      skipWhitespaceAndCommas()
      guard index < bytes.count else { return tags }
      guard let tag = entityTag() else { return nil }
      tags.append(tag)
      skipWhitespace()
      guard index < bytes.count else { return tags }
      guard bytes[index] == Self.comma else { return nil }
    }
  }

  /// `[ W/ ] DQUOTE *etagc DQUOTE` at the current position.
  private mutating func entityTag() -> EntityTag? {
    var isWeak = false
    if bytes[index...].starts(with: [UInt8(ascii: "W"), UInt8(ascii: "/")]) {
      isWeak = true
      index += 2
    }
    guard index < bytes.count, bytes[index] == Self.quote else { return nil }
    index += 1
    let start = index
    while index < bytes.count, Self.isEntityTagCharacter(bytes[index]) {
      index += 1
    }
    guard index < bytes.count, bytes[index] == Self.quote else { return nil }
    let opaque = Array(bytes[start..<index])
    index += 1
    return EntityTag(opaqueTag: opaque, isWeak: isWeak)
  }

  /// `etagc = %x21 / %x23-7E / obs-text`: visible characters except `"`, and bytes ≥ 0x80.
  private static func isEntityTagCharacter(_ byte: UInt8) -> Bool {
    byte == 0x21 || (0x23...0x7E).contains(byte) || byte >= 0x80
  }

  private mutating func skipWhitespace() {
    while index < bytes.count, bytes[index] == Self.space || bytes[index] == Self.tab {
      index += 1
    }
  }

  private mutating func skipWhitespaceAndCommas() {
    while index < bytes.count,
      bytes[index] == Self.space || bytes[index] == Self.tab || bytes[index] == Self.comma
    {
      index += 1
    }
  }
}
