import GitHubSearch
import TerminalUI
import Testing

@Suite("RepositorySections: letters, headers, the fork filter and the footer")
struct RepositorySectionsTests {
  func repository(_ name: String, fork: Bool = false) -> Repository {
    Repository(id: name.hashValue, name: name, owner: "alice", isFork: fork)
  }

  @Test("a repository's section is its name's first letter, any case; other characters are #")
  func letters() {
    #expect(RepositorySections.letter(of: repository("swift")) == "S")
    #expect(RepositorySections.letter(of: repository("Swift-NIO")) == "S")
    #expect(RepositorySections.letter(of: repository("élan")) == "É")
    #expect(RepositorySections.letter(of: repository("3d-engine")) == "#")
    #expect(RepositorySections.letter(of: repository(".github")) == "#")
    #expect(RepositorySections.letter(of: repository("_private")) == "#")
    #expect(RepositorySections.header(for: "S") == "── S ──")
  }

  @Test("with forks hidden only the forks are hidden")
  func forkFilter() {
    #expect(RepositorySections.isShown(repository("a", fork: true), hidesForks: false))
    #expect(!RepositorySections.isShown(repository("a", fork: true), hidesForks: true))
    #expect(RepositorySections.isShown(repository("a"), hidesForks: true))
  }

  @Test("the footer adds the sections loaded and that forks are hidden")
  func footer() {
    let line = "30 repositories — more below"
    #expect(RepositorySections.footer(line, sections: nil, hiddenForks: nil) == line)
    #expect(
      RepositorySections.footer(line, sections: 12, hiddenForks: nil)
        == "30 repositories — more below · 12 sections")
    #expect(RepositorySections.footer(line, sections: 1, hiddenForks: nil).hasSuffix("· 1 section"))
    #expect(
      RepositorySections.footer(line, sections: 3, hiddenForks: 4)
        == "30 repositories — more below · 3 sections · forks hidden (4)")
    #expect(RepositorySections.footer("", sections: nil, hiddenForks: 0) == "forks hidden (0)")
  }

  @Test("f toggles the fork filter in a list, and means nothing while typing")
  func key() {
    #expect(BrowserKeyMap.command(for: .character("f"), in: .list) == .toggleForkFilter)
    #expect(BrowserKeyMap.command(for: .character("f"), in: .searchField) == .insert("f"))
    #expect(BrowserKeyMap.command(for: .character("f"), in: .detail) == nil)
    #expect(HelpText.lines.contains { $0.hasPrefix("  f  ") && $0.contains("hide forks") })
  }
}
