/// What RFC 9110 allows as a validator, so a broken one is dropped instead of sent back.
enum ValidatorSyntax {
  /// `text` (spaces and tabs around it removed) when it is one RFC 9110 §8.8.3 entity-tag:
  /// an optional `W/` and a double-quoted run of visible ASCII without `"`. RFC 9110's
  /// `obs-text` (bytes above 0x7E) is refused too: it cannot be sent back reliably.
  static func entityTag(_ text: String?) -> String? {
    guard let text else { return nil }
    let trimmed = trim(text)
    var tag = Substring(trimmed).utf8[...]
    if tag.starts(with: "W/".utf8) { tag = tag.dropFirst(2) }
    guard tag.count >= 2, tag.first == quote, tag.last == quote else { return nil }
    let opaque = tag.dropFirst().dropLast()
    guard opaque.allSatisfy({ $0 == 0x21 || (0x23...0x7E).contains($0) }) else { return nil }
    return trimmed
  }

  /// `text` (trimmed) when it is an HTTP date (`Sun, 06 Nov 1994 08:49:37 GMT`) of visible
  /// ASCII and spaces, as `Last-Modified` and `If-Modified-Since` hold.
  static func httpDate(_ text: String?) -> String? {
    guard let text else { return nil }
    let trimmed = trim(text)
    guard trimmed.utf8.allSatisfy({ (0x20...0x7E).contains($0) }),
      HTTPDate.parse(trimmed) != nil
    else { return nil }
    return trimmed
  }

  private static func trim(_ text: String) -> String {
    text.trimmingCharacters(in: [" ", "\t"])
  }

  private static let quote = UInt8(ascii: "\"")
}
