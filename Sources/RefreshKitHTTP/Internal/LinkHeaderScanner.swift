/// A tolerant tokenizer for RFC 8288 `Link` values, over UTF-8 bytes.
///
/// It yields one raw link-value at a time. A malformed link-value is skipped up to the
/// next comma outside quotes and angle brackets, so one bad entry cannot hide the others,
/// and every index access is bounds-checked.
struct LinkHeaderScanner {
  /// One link-value before URL resolution: the text between `<` and `>` and its parameters.
  struct RawLink {
    var target: String
    /// Lowercased names with unquoted values, in order.
    var parameters: [(String, String)]
  }

  private let bytes: [UInt8]
  private var index = 0

  init(_ value: String) {
    bytes = Array(value.utf8)
  }

  /// The next well-formed link-value, or `nil` at the end of the input.
  mutating func nextLinkValue() -> RawLink? {
    while true {
      skip { $0 == .space || $0 == .tab || $0 == .comma }
      guard index < bytes.count else { return nil }
      let start = index
      if let link = linkValue() { return link }
      if index <= start { index = start + 1 }
      skipToNextLinkValue()
    }
  }

  /// `"<" URI-Reference ">" *( OWS ";" OWS link-param )`, ending at a comma or the end.
  private mutating func linkValue() -> RawLink? {
    guard peek == .lessThan else { return nil }
    index += 1
    let targetStart = index
    guard let close = bytes[index...].firstIndex(of: .greaterThan) else {
      index = bytes.count
      return nil
    }
    let target = text(targetStart..<close)
    guard !target.utf8.contains(.lessThan) else { return nil }
    index = close + 1
    var parameters: [(String, String)] = []
    while true {
      skip { $0 == .space || $0 == .tab }
      guard let byte = peek, byte != .comma else {
        return RawLink(target: target, parameters: parameters)
      }
      guard byte == .semicolon else { return nil }
      index += 1
      guard let parameter = linkParameter() else { return nil }
      parameters.append(parameter)
    }
  }

  /// `token BWS [ "=" BWS ( token / quoted-string ) ]`; a bare value may hold `/` or `%`.
  private mutating func linkParameter() -> (String, String)? {
    skip { $0 == .space || $0 == .tab }
    let nameStart = index
    skip(while: Self.isTokenByte)
    guard index > nameStart else { return nil }
    let name = text(nameStart..<index).lowercased()
    skip { $0 == .space || $0 == .tab }
    guard peek == .equals else { return (name, "") }
    index += 1
    skip { $0 == .space || $0 == .tab }
    if peek == .quote { return quotedString().map { (name, $0) } }
    let valueStart = index
    skip { $0 != .semicolon && $0 != .comma && $0 != .space && $0 != .tab && $0 != .quote }
    guard index > valueStart else { return nil }
    return (name, text(valueStart..<index))
  }

  /// A quoted-string with backslash escapes; `nil` when the closing quote is missing.
  private mutating func quotedString() -> String? {
    index += 1
    var value: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case .quote:
        return String(decoding: value, as: UTF8.self)
      case .backslash:
        guard index < bytes.count else { return nil }
        value.append(bytes[index])
        index += 1
      default:
        value.append(byte)
      }
    }
    return nil
  }

  /// Moves past the current (malformed) link-value: to the next comma outside quotes.
  private mutating func skipToNextLinkValue() {
    var inQuotes = false
    while index < bytes.count {
      let byte = bytes[index]
      if inQuotes, byte == .backslash {
        index += 2
        continue
      }
      if byte == .quote { inQuotes.toggle() }
      if byte == .comma, !inQuotes { return }
      index += 1
    }
  }

  private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skip(while predicate: (UInt8) -> Bool) {
    while index < bytes.count, predicate(bytes[index]) { index += 1 }
  }

  private func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// RFC 9110 `tchar`.
  private static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return "!#$%&'*+-.^_`|~".utf8.contains(byte)
    }
  }
}

extension UInt8 {
  fileprivate static let space = UInt8(ascii: " ")
  fileprivate static let tab = UInt8(ascii: "\t")
  fileprivate static let comma = UInt8(ascii: ",")
  fileprivate static let semicolon = UInt8(ascii: ";")
  fileprivate static let equals = UInt8(ascii: "=")
  fileprivate static let quote = UInt8(ascii: "\"")
  fileprivate static let backslash = UInt8(ascii: "\\")
  fileprivate static let lessThan = UInt8(ascii: "<")
  fileprivate static let greaterThan = UInt8(ascii: ">")
}
