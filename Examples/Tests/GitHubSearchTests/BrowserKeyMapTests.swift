import GitHubSearch
import TerminalUI
import Testing

@Suite struct BrowserKeyMapTests {
  @Test func navigationKeysInLists() {
    #expect(BrowserKeyMap.command(for: .enter, in: .list) == .open)
    #expect(BrowserKeyMap.command(for: .escape, in: .list) == .back)
    #expect(BrowserKeyMap.command(for: .backspace, in: .list) == .back)
    #expect(BrowserKeyMap.command(for: .character("?"), in: .list) == .showHelp)
    #expect(BrowserKeyMap.command(for: .character("q"), in: .list) == .quit)
    #expect(BrowserKeyMap.command(for: .down, in: .list) == .moveSelection(by: 1))
    #expect(BrowserKeyMap.command(for: .character("k"), in: .list) == .moveSelection(by: -1))
    #expect(BrowserKeyMap.command(for: .character("/"), in: .list) == .editQuery)
    #expect(BrowserKeyMap.command(for: .character("r"), in: .list) == .refresh)
    #expect(BrowserKeyMap.command(for: .control("r"), in: .list) == .refresh)
  }

  @Test func detailHasNoSelection() {
    #expect(BrowserKeyMap.command(for: .escape, in: .detail) == .back)
    #expect(BrowserKeyMap.command(for: .backspace, in: .detail) == .back)
    #expect(BrowserKeyMap.command(for: .character("?"), in: .detail) == .showHelp)
    #expect(BrowserKeyMap.command(for: .enter, in: .detail) == nil)
    #expect(BrowserKeyMap.command(for: .down, in: .detail) == nil)
  }

  @Test func helpDismisses() {
    for key in [Key.escape, .backspace, .enter, .character("?"), .character("q")] {
      #expect(BrowserKeyMap.command(for: key, in: .help) == .back)
    }
    #expect(BrowserKeyMap.command(for: .down, in: .help) == nil)
  }

  @Test func theSearchFieldTakesEveryCharacter() {
    #expect(BrowserKeyMap.command(for: .character("q"), in: .searchField) == .insert("q"))
    #expect(BrowserKeyMap.command(for: .character("?"), in: .searchField) == .insert("?"))
    #expect(BrowserKeyMap.command(for: .character("r"), in: .searchField) == .insert("r"))
    #expect(BrowserKeyMap.command(for: .backspace, in: .searchField) == .deleteBackward)
    #expect(BrowserKeyMap.command(for: .enter, in: .searchField) == .submitQuery)
    #expect(BrowserKeyMap.command(for: .down, in: .searchField) == .focusList)
    #expect(BrowserKeyMap.command(for: .tab, in: .searchField) == .focusList)
    #expect(BrowserKeyMap.command(for: .escape, in: .searchField) == .back)
    #expect(BrowserKeyMap.command(for: .control("r"), in: .searchField) == .refresh)
    #expect(BrowserKeyMap.command(for: .tab, in: .list) == .editQuery)
  }

  @Test func theWheelScrollsEveryListButNotTheHelp() {
    let rows = BrowserKeyMap.wheelRows
    for context in [KeyContext.list, .searchField] {
      #expect(BrowserKeyMap.command(for: .wheelDown, in: context) == .moveSelection(by: rows))
      #expect(BrowserKeyMap.command(for: .wheelUp, in: context) == .moveSelection(by: -rows))
    }
    #expect(BrowserKeyMap.command(for: .wheelDown, in: .help) == nil)
  }

  @Test func interruptQuitsEverywhere() {
    for context in [KeyContext.list, .detail, .help, .searchField] {
      #expect(BrowserKeyMap.command(for: .control("c"), in: context) == .quit)
    }
  }
}
