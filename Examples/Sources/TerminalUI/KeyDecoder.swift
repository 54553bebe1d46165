/// Turns the bytes a terminal sends into ``Key``s: UTF-8 characters, control keys, the
/// common escape sequences (arrows, Page Up/Down, Home, End) and the mouse wheel (SGR mouse
/// reports, `ESC [ < 64 ; x ; y M`), split across reads or not. Other mouse reports are
/// dropped.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed([0x1B, 0x5B, 0x41])   // ESC [ A
/// decoder.next()                      // .up
/// ```
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  /// Creates a decoder with no input.
  public init() {}

  /// Whether the input so far is a lone Esc that may start a sequence.
  public var isHoldingEscape: Bool { pending == [0x1B] }

  /// Adds input.
  public mutating func feed(_ bytes: [UInt8]) {
    pending.append(contentsOf: bytes)
  }

  /// A held lone Esc as the Escape key (call when no more input followed it).
  public mutating func flushEscape() -> Key? {
    guard isHoldingEscape else { return nil }
    pending.removeAll()
    return .escape
  }

  /// Every complete key in the input; a lone trailing Esc counts as Escape.
  public mutating func keys() -> [Key] {
    var keys: [Key] = []
    while let key = next() { keys.append(key) }
    if let escape = flushEscape() { keys.append(escape) }
    return keys
  }

  /// The next complete key, if the input holds one.
  public mutating func next() -> Key? {
    guard let first = pending.first else { return nil }
    switch first {
    case 0x1B: return escapeSequence()
    case 0x0D, 0x0A: return take(1, .enter)
    case 0x09: return take(1, .tab)
    case 0x7F, 0x08: return take(1, .backspace)
    case 0x01...0x1A:
      return take(1, .control(Character(Unicode.Scalar(first + 0x60))))
    case 0x00..<0x20: return take(1, nil) ?? next()
    default: return character()
    }
  }

  private mutating func take(_ count: Int, _ key: Key?) -> Key? {
    pending.removeFirst(min(count, pending.count))
    return key
  }

  private mutating func escapeSequence() -> Key? {
    guard pending.count >= 2 else { return nil }
    guard pending[1] == UInt8(ascii: "[") || pending[1] == UInt8(ascii: "O") else {
      return take(1, .escape)
    }
    // CSI/SS3: parameters, then one final byte in 0x40...0x7E.
    guard let end = pending.dropFirst(2).firstIndex(where: { (0x40...0x7E).contains($0) }) else {
      return pending.count > 16 ? take(pending.count, nil) : nil
    }
    let body = String(decoding: pending[2...end], as: UTF8.self)
    pending.removeFirst(end + 1)
    switch body {
    case "A": return .up
    case "B": return .down
    case "C": return .right
    case "D": return .left
    case "H", "1~", "7~": return .home
    case "F", "4~", "8~": return .end
    case "5~": return .pageUp
    case "6~": return .pageDown
    default: return Self.wheel(body) ?? next()
    }
  }

  /// The wheel notch of an SGR mouse report (`<64;x;yM` up, `<65;x;yM` down; modifier bits
  /// 4, 8 and 16 ignored), or `nil` for any other sequence.
  private static func wheel(_ body: String) -> Key? {
    guard body.hasPrefix("<"), body.hasSuffix("M"),
      let button = Int(body.dropFirst().prefix { $0.isNumber })
    else { return nil }
    switch button & ~0b1_1100 {
    case 64: return .wheelUp
    case 65: return .wheelDown
    default: return nil
    }
  }

  private mutating func character() -> Key? {
    guard let first = pending.first else { return nil }
    let length =
      switch first {
      case 0xF0...0xF7: 4
      case 0xE0...0xEF: 3
      case 0xC0...0xDF: 2
      default: 1
      }
    guard pending.count >= length else { return nil }
    let text = String(decoding: pending.prefix(length), as: UTF8.self)
    pending.removeFirst(length)
    guard let character = text.first else { return next() }
    return .character(character)
  }
}
