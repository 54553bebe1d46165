import TerminalUI
import Testing

@Suite("KeyDecoder: the bytes a terminal sends, as keys")
struct KeyDecoderTests {
  private func keys(_ chunks: [UInt8]...) -> [Key] {
    var decoder = KeyDecoder()
    var keys: [Key] = []
    for chunk in chunks {
      decoder.feed(chunk)
      while let key = decoder.next() { keys.append(key) }
    }
    if let escape = decoder.flushEscape() { keys.append(escape) }
    return keys
  }

  @Test("arrows, paging keys, Home and End, in CSI and SS3 forms")
  func navigation() {
    #expect(
      keys(Array("\u{1B}[A\u{1B}[B\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}OF".utf8)) == [
        .up, .down, .pageUp, .pageDown, .home, .end,
      ])
  }

  @Test("function keys in SS3 and CSI forms, modifiers ignored; unknown codes dropped")
  func functionKeys() {
    #expect(
      keys(Array("\u{1B}OP\u{1B}OQ\u{1B}[12~\u{1B}[15~\u{1B}[24~\u{1B}[12;2~".utf8)) == [
        .function(1), .function(2), .function(2), .function(5), .function(12), .function(2),
      ])
    #expect(keys(Array("\u{1B}[16~\u{1B}[99~".utf8)) == [])
  }

  @Test("the mouse wheel, from SGR mouse reports; clicks and releases are dropped")
  func wheel() {
    let reports = "\u{1B}[<64;10;5M\u{1B}[<65;10;5M\u{1B}[<0;3;4M\u{1B}[<0;3;4m\u{1B}[<81;1;1M"
    #expect(keys(Array(reports.utf8)) == [.wheelUp, .wheelDown, .wheelDown])
    #expect(keys(Array("\u{1B}[<6".utf8), Array("5;1;1M".utf8)) == [.wheelDown])
  }

  @Test("a sequence split across reads is still one key")
  func splitSequence() {
    #expect(keys([0x1B], [0x5B], [0x36, 0x7E]) == [.pageDown])
  }

  @Test("control keys: Ctrl-C, Ctrl-R, Enter, Tab, Backspace; a lone Esc")
  func controls() {
    #expect(
      keys([0x03, 0x12, 0x0D, 0x09, 0x7F]) == [
        .control("c"), .control("r"), .enter, .tab, .backspace,
      ])
    #expect(keys([0x1B]) == [.escape])
  }

  @Test("UTF-8 characters, also when split across reads")
  func characters() {
    let bytes = Array("a漢🚀".utf8)
    #expect(
      keys(Array(bytes.prefix(3)), Array(bytes.dropFirst(3))) == [
        .character("a"), .character("漢"), .character("🚀"),
      ])
  }

  @Test("fuzz KeyDecoder crash-ddf43376: a long broken sequence decodes the same split or whole")
  func longBrokenSequenceSplitOrWhole() {
    let bytes: [UInt8] = [
      0x5B, 0x1B, 0x5B, 0x00, 0xFF, 0x00, 0xFF, 0x00, 0x00, 0x00, 0xFF, 0x1B, 0x1B, 0x0A, 0x1B,
      0x0A, 0x00, 0xFF, 0x5B,
    ]
    let whole = keys(bytes)
    #expect(keys(Array(bytes.prefix(7)), Array(bytes.dropFirst(7))) == whole)
    #expect(keys(Array(bytes.prefix(3)), Array(bytes.dropFirst(3))) == whole)
    let replacement = Key.character("\u{FFFD}")
    #expect(
      whole == [
        .character("["), replacement, replacement, replacement, .escape, .escape, .enter, .escape,
        .enter, replacement, .character("["),
      ])
  }

  @Test("a sequence without a final byte within 16 bytes is dropped, whatever follows")
  func overlongSequence() {
    let parameters = Array(repeating: UInt8(ascii: "1"), count: 20)
    let bytes = [0x1B, 0x5B] + parameters + Array("Ax".utf8)
    #expect(keys(bytes) == keys(Array(bytes.prefix(5)), Array(bytes.dropFirst(5))))
    #expect(keys(bytes).last == .character("x"))
  }

  @Test("a byte that cannot be in a sequence ends it and is still a key: Esc Esc [ A is Up")
  func interruptedSequence() {
    #expect(keys(Array("\u{1B}[1\u{1B}[A".utf8)) == [.up])
    #expect(keys([0x1B, 0x5B, 0x31, 0x0D]) == [.enter])
  }

  @Test("a UTF-8 lead byte cut short is one replacement character; the key after it survives")
  func truncatedCharacter() {
    #expect(
      keys([0xF0, 0x9F, 0x1B, 0x5B, 0x41, 0x61]) == [.character("\u{FFFD}"), .up, .character("a")])
    #expect(keys([0xE6], [0xBC], [0xA2]) == [.character("漢")])
  }
}
