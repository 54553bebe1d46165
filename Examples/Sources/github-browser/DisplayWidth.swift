/// Terminal column widths: wide (CJK, emoji) characters take two columns, combining marks none.
enum DisplayWidth {
  /// The columns `character` takes.
  static func columns(of character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    if scalar.properties.generalCategory == .nonspacingMark { return 0 }
    if scalar.properties.isEmojiPresentation { return 2 }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return 2
    default:
      return scalar.value < 0x20 ? 0 : 1
    }
  }

  /// `text` cut to at most `width` columns.
  static func clip(_ text: String, to width: Int) -> String {
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
}
