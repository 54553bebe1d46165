import Foundation

/// Percent-encoding helpers for building and reading URL query strings.
enum PercentEncoding {
  /// Encodes `text` for use as a query component: every byte outside RFC 3986's unreserved set
  /// (`A-Z a-z 0-9 - . _ ~`) becomes `%XX`, so `language:swift stars:>10` is
  /// `language%3Aswift%20stars%3A%3E10`.
  static func encodeQueryComponent(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      if isUnreserved(byte) {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        result += "%"
        result += hexDigit(byte >> 4)
        result += hexDigit(byte & 0x0F)
      }
    }
    return result
  }

  /// Decodes an `application/x-www-form-urlencoded` component: `+` is a space, `%XX` a byte.
  ///
  /// Invalid escapes are kept verbatim instead of failing.
  static func decodeFormComponent(_ text: Substring) -> String {
    let spaced = text.replacingOccurrences(of: "+", with: " ")
    return spaced.removingPercentEncoding ?? spaced
  }

  /// Splits a raw query string into decoded `(name, value)` pairs, keeping their order.
  static func parseQuery(_ query: String?) -> [(name: String, value: String)] {
    guard let query, !query.isEmpty else { return [] }
    return query.split(separator: "&", omittingEmptySubsequences: true).map { pair in
      guard let equals = pair.firstIndex(of: "=") else {
        return (decodeFormComponent(pair), "")
      }
      let name = decodeFormComponent(pair[pair.startIndex..<equals])
      let value = decodeFormComponent(pair[pair.index(after: equals)...])
      return (name, value)
    }
  }

  /// Whether every component of a raw query string decodes: each `%` is followed by two hex
  /// digits and the escaped bytes are UTF-8.
  static func isWellFormed(_ query: String?) -> Bool {
    guard let query else { return true }
    return query.split(whereSeparator: { $0 == "&" || $0 == "=" }).allSatisfy { component in
      guard let bytes = decodedBytes(component) else { return false }
      return String(validating: bytes, as: UTF8.self) != nil
    }
  }

  /// The bytes `%XX` escapes stand for, other bytes as they are; `nil` for a bad escape.
  private static func decodedBytes(_ component: Substring) -> [UInt8]? {
    var bytes: [UInt8] = []
    var iterator = component.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue),
        let low = iterator.next().flatMap(hexValue)
      else { return nil }
      bytes.append(high << 4 | low)
    }
    return bytes
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      return true
    default:
      return false
    }
  }

  private static func hexDigit(_ nibble: UInt8) -> String {
    String(nibble, radix: 16, uppercase: true)
  }
}
