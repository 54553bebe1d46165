/// Terminal column widths: wide characters (CJK, Hangul, fullwidth forms, emoji) take two
/// columns, combining marks and zero-width joiners none, so a layout never breaks.
///
/// ```swift
/// DisplayWidth.columns(of: "漢字")                  // 4
/// DisplayWidth.truncate("A 很长的描述", to: 6)        // "A 很…"
/// ```
public enum DisplayWidth {
  /// The columns `character` (a whole grapheme cluster) takes.
  public static func columns(of character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    if character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation })
      || character.unicodeScalars.contains(where: { $0.value == 0xFE0F })
    {
      return 2
    }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    return isWide(scalar.value) ? 2 : 1
  }

  /// The columns `text` takes.
  public static func columns(of text: String) -> Int {
    text.reduce(0) { $0 + columns(of: $1) }
  }

  /// `text` cut to at most `width` columns, with `…` when something was cut.
  public static func truncate(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    guard columns(of: text) > width else { return text }
    return clip(text, to: width - 1) + "…"
  }

  /// `text` cut to at most `width` columns, without a marker.
  public static func clip(_ text: String, to width: Int) -> String {
    var used = 0
    var result = ""
    for character in text {
      let columns = columns(of: character)
      guard used + columns <= width else { break }
      used += columns
      result.append(character)
    }
    return result
  }

  /// `text` truncated to `width` columns, then padded with spaces to exactly `width`.
  public static func pad(_ text: String, to width: Int) -> String {
    let cut = truncate(text, to: width)
    return cut + String(repeating: " ", count: max(0, width - columns(of: cut)))
  }

  /// East Asian Wide and Fullwidth ranges (Unicode 15, the blocks that matter in practice).
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
      0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
      0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
