/// Splits a `Cache-Control` field value into its directives (RFC 9111 §5.2, RFC 9110 §5.6).
///
/// The value is a comma-separated list of `token [ "=" ( token / quoted-string ) ]`. Commas
/// inside a quoted string do not split; spaces and tabs around a directive, its name and its
/// value are ignored; names are lowercased (ASCII). A directive whose name is not a token, or
/// whose value is neither a token nor one whole quoted string, is dropped and reported as
/// malformed, so the caller can refuse to derive freshness from it.
enum CacheControlScanner {
  /// One directive: its lowercased name and its value, unquoted (`nil` when it has none).
  struct Directive: Equatable {
    var name: String
    var value: String?
  }

  /// The well-formed directives of `text`, in order, and whether any element was malformed.
  static func scan(_ text: String) -> (directives: [Directive], hasMalformed: Bool) {
    var directives: [Directive] = []
    var hasMalformed = false
    for element in elements(Array(text.utf8)) {
      let trimmed = trim(element)
      guard !trimmed.isEmpty else { continue }  // empty list elements are allowed
      if let directive = directive(trimmed) {
        directives.append(directive)
      } else {
        hasMalformed = true
      }
    }
    return (directives, hasMalformed)
  }

  /// `bytes` split at commas outside quoted strings (a backslash in a quoted string escapes
  /// the next byte).
  static func elements(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var result: [ArraySlice<UInt8>] = []
    var start = bytes.startIndex
    var inQuote = false
    var escaped = false
    for index in bytes.indices {
      let byte = bytes[index]
      if inQuote {
        if escaped {
          escaped = false
        } else if byte == backslash {
          escaped = true
        } else if byte == quote {
          inQuote = false
        }
      } else if byte == quote {
        inQuote = true
      } else if byte == comma {
        result.append(bytes[start..<index])
        start = index + 1
      }
    }
    result.append(bytes[start..<bytes.endIndex])
    return result
  }

  private static func directive(_ element: ArraySlice<UInt8>) -> Directive? {
    guard let equals = element.firstIndex(of: equalsSign) else {
      return isToken(element) ? Directive(name: lowercased(element), value: nil) : nil
    }
    let name = trim(element[element.startIndex..<equals])
    let rawValue = trim(element[(equals + 1)...])
    guard isToken(name), let value = value(rawValue) else { return nil }
    return Directive(name: lowercased(name), value: value)
  }

  /// A token as is, or one whole quoted string unescaped; `nil` for anything else.
  private static func value(_ bytes: ArraySlice<UInt8>) -> String? {
    if isToken(bytes) { return String(decoding: bytes, as: UTF8.self) }
    guard bytes.count >= 2, bytes.first == quote, bytes.last == quote else { return nil }
    var unescaped: [UInt8] = []
    var escaped = false
    for byte in bytes.dropFirst().dropLast() {
      if escaped {
        unescaped.append(byte)
        escaped = false
      } else if byte == backslash {
        escaped = true
      } else if byte == quote {
        return nil  // a quote ends the string before the element does
      } else {
        unescaped.append(byte)
      }
    }
    return escaped ? nil : String(decoding: unescaped, as: UTF8.self)
  }

  private static func trim(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    let isSpace = { (byte: UInt8) in byte == space || byte == tab }
    guard let first = bytes.firstIndex(where: { !isSpace($0) }),
      let last = bytes.lastIndex(where: { !isSpace($0) })
    else { return [] }
    return bytes[first...last]
  }

  private static func isToken(_ bytes: ArraySlice<UInt8>) -> Bool {
    !bytes.isEmpty && bytes.allSatisfy(isTokenCharacter)
  }

  /// RFC 9110 `tchar`: letters, digits and ``!#$%&'*+-.^_`|~``.
  private static func isTokenCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default:
      Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
    }
  }

  private static func lowercased(_ bytes: ArraySlice<UInt8>) -> String {
    String(
      decoding: bytes.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
  }

  private static let quote = UInt8(ascii: "\"")
  private static let backslash = UInt8(ascii: "\\")
  private static let comma = UInt8(ascii: ",")
  private static let equalsSign = UInt8(ascii: "=")
  private static let space = UInt8(ascii: " ")
  private static let tab = UInt8(ascii: "\t")
}
