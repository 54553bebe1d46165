import TerminalUI
import Testing

@Suite("DisplayWidth: columns that keep a layout straight in any script")
struct DisplayWidthTests {
  @Test(
    "columns of a string",
    arguments: [
      ("swift", 5), ("漢字", 4), ("한국어", 6), ("ｆｕｌｌ", 8), ("🚀", 2), ("👩‍💻", 2),
      ("e\u{301}", 1), ("❤️", 2), ("", 0),
    ])
  func columns(_ text: String, _ expected: Int) {
    #expect(DisplayWidth.columns(of: text) == expected)
  }

  @Test("truncation never exceeds the width, even when a wide character would straddle it")
  func truncation() {
    #expect(DisplayWidth.truncate("A 很长的描述", to: 6) == "A 很…")
    #expect(DisplayWidth.truncate("漢字漢字", to: 5) == "漢字…")
    #expect(DisplayWidth.truncate("short", to: 10) == "short")
    #expect(DisplayWidth.truncate("🚀🚀🚀", to: 4) == "🚀…")
    for width in 0...12 {
      #expect(DisplayWidth.columns(of: DisplayWidth.truncate("漢a🚀b字c👩‍💻d", to: width)) <= width)
    }
  }

  @Test("padding makes every row exactly the width")
  func padding() {
    for text in ["abc", "漢字", "🚀 rocket", "e\u{301}e\u{301}", "a very long description indeed"] {
      #expect(DisplayWidth.columns(of: DisplayWidth.pad(text, to: 9)) == 9)
    }
  }
}
