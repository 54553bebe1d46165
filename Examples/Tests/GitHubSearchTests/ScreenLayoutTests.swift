import GitHubSearch
import TerminalUI
import Testing

@Suite struct ScreenLayoutTests {
  @Test func fillsTheScreenWithTheFooterAndStatusAtTheBottom() {
    let layout = ScreenLayout(height: 8)
    #expect(layout.visibleRows == 4)
    let content = ScreenContent(
      title: "T", rows: ["a", "b", "c", "d", "e"], selectedRow: 1, footer: "F", status: "S")
    let lines = layout.lines(for: content)
    #expect(lines.count == 8)
    #expect(lines.map(\.text) == ["T", "", "a", "b", "c", "d", "F", "S"])
    #expect(lines[3].style == .selected)
    #expect(lines[2].style == .normal)
    #expect(lines.first?.style == .title)
  }

  @Test func padsShortContentAndSurvivesTinyScreens() {
    let content = ScreenContent(title: "T", rows: ["a"], footer: "F", status: "S")
    #expect(
      ScreenLayout(height: 6).lines(for: content).map(\.text) == ["T", "", "a", "", "F", "S"])
    #expect(ScreenLayout(height: 2).lines(for: content).map(\.text) == ["F", "S"])
    #expect(ScreenLayout(height: 0).lines(for: content).isEmpty)
    #expect(ScreenLayout(height: -3).visibleRows == 0)
  }

  @MainActor @Test func helpListsTheNavigationKeys() {
    let content = HelpScreen().content(visibleRows: 30)
    #expect(content.title == HelpText.title)
    #expect(content.rows.contains { $0.contains("Esc") })
    #expect(content.rows.contains { $0.contains("Enter") })
  }
}
