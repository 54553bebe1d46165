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
  ///
  /// Bytes that make no key (other control bytes, unknown or malformed escape sequences)
  /// are dropped. What a byte decodes to never depends on how the input was split into reads.
  public mutating func next() -> Key? {
    while let first = pending.first {
      let decoded: Decoded
      switch first {
      case 0x1B: decoded = escapeSequence()
      case 0x0D, 0x0A: decoded = take(1, .enter)
      case 0x09: decoded = take(1, .tab)
      case 0x7F, 0x08: decoded = take(1, .backspace)
      case 0x01...0x1A: decoded = take(1, .control(Character(Unicode.Scalar(first + 0x60))))
      case 0x00..<0x20: decoded = take(1, nil)
      default: decoded = character()
      }
      switch decoded {
      case .key(let key): return key
      case .needsMoreInput: return nil
      case .skipped: continue
      }
    }
    return nil
  }

  /// What the bytes at the front of the input decode to.
  private enum Decoded {
    case key(Key)
    /// Bytes consumed without a key.
    case skipped
    /// The front is an incomplete key; nothing was consumed.
    case needsMoreInput
  }

  /// The longest escape sequence looked at; a longer one without a final byte is dropped.
  private static let maximumSequenceLength = 16

  private mutating func take(_ count: Int, _ key: Key?) -> Decoded {
    pending.removeFirst(min(count, pending.count))
    return key.map(Decoded.key) ?? .skipped
  }

  /// CSI (`ESC [`) or SS3 (`ESC O`): parameter and intermediate bytes (0x20...0x3F), then one
  /// final byte (0x40...0x7E). Any other byte ends a malformed sequence without consuming it,
  /// so an Esc or a character typed after a broken sequence is still a key.
  private mutating func escapeSequence() -> Decoded {
    guard pending.count >= 2 else { return .needsMoreInput }
    guard pending[1] == UInt8(ascii: "[") || pending[1] == UInt8(ascii: "O") else {
      return take(1, .escape)
    }
    var end = 2
    while end < pending.count, end < Self.maximumSequenceLength {
      let byte = pending[end]
      if (0x40...0x7E).contains(byte) { return finalByte(at: end) }
      guard (0x20...0x3F).contains(byte) else { return take(end, nil) }
      end += 1
    }
    return end < Self.maximumSequenceLength ? .needsMoreInput : take(end, nil)
  }

  private mutating func finalByte(at end: Int) -> Decoded {
    let body = String(decoding: pending[2...end], as: UTF8.self)
    pending.removeFirst(end + 1)
    switch body {
    case "A": return .key(.up)
    case "B": return .key(.down)
    case "C": return .key(.right)
    case "D": return .key(.left)
    case "H", "1~", "7~": return .key(.home)
    case "F", "4~", "8~": return .key(.end)
    case "5~": return .key(.pageUp)
    case "6~": return .key(.pageDown)
    default:
      if let number = Self.functionKey(body) { return .key(.function(number)) }
      return Self.wheel(body).map { .key($0) } ?? .skipped
    }
  }

  /// The number of a function key: F1–F4 as SS3 `P`–`S` (or CSI `11~`–`14~`), F5–F12 as CSI
  /// `15~`, `17~`–`21~`, `23~`, `24~`; modifiers (`;2`…) ignored. `nil` for anything else.
  private static func functionKey(_ body: String) -> Int? {
    if let index = ["P", "Q", "R", "S"].firstIndex(of: body) { return index + 1 }
    guard body.hasSuffix("~"), let code = Int(body.dropLast().prefix { $0.isNumber }) else {
      return nil
    }
    let codes = [11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24]
    return codes.firstIndex(of: code).map { $0 + 1 }
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

  /// One UTF-8 character: the lead byte and the continuation bytes that follow it. A lead
  /// byte cut short by another byte is one replacement character; the other byte is kept.
  private mutating func character() -> Decoded {
    guard let first = pending.first else { return .needsMoreInput }
    let length =
      switch first {
      case 0xF0...0xF7: 4
      case 0xE0...0xEF: 3
      case 0xC0...0xDF: 2
      default: 1
      }
    var count = 1
    while count < length, count < pending.count, (0x80...0xBF).contains(pending[count]) {
      count += 1
    }
    if count < length, count == pending.count { return .needsMoreInput }
    let text = String(decoding: pending.prefix(count), as: UTF8.self)
    pending.removeFirst(count)
    return text.first.map { .key(.character($0)) } ?? .skipped
  }
}
