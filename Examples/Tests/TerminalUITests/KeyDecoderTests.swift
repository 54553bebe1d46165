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
}
