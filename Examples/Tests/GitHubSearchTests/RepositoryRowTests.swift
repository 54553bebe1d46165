import GitHubSearch
import TerminalUI
import Testing

@Suite("RepositoryRow: one aligned row per repository, in any script")
struct RepositoryRowTests {
  static let repositories = [
    Repository(
      id: 1, fullName: "apple/swift", stargazersCount: 67_123, language: "C++",
      description: "The Swift Programming Language"),
    Repository(
      id: 2, fullName: "996icu/996.ICU", stargazersCount: 270_000, language: nil,
      description: "Repo for counting stars and contributing. 加油！🚀\nSecond line"),
    Repository(
      id: 3, fullName: "ziglang/zig", stargazersCount: 950, language: "Zig",
      description: nil),
  ]

  @Test("every row is exactly the terminal's width", arguments: [20, 40, 80, 133])
  func exactWidth(_ width: Int) {
    for repository in Self.repositories {
      #expect(DisplayWidth.columns(of: RepositoryRow.format(repository, width: width)) == width)
    }
  }

  @Test("name, stars and language line up, and a newline in the description stays out")
  func columns() {
    let row = RepositoryRow.format(Self.repositories[1], width: 100)
    #expect(row.hasPrefix("996icu/996.ICU"))
    #expect(row.contains("★ 270k"))
    #expect(!row.contains("\n"))
  }

  @Test("star counts are abbreviated")
  func abbreviations() {
    #expect(RepositoryRow.abbreviated(950) == "950")
    #expect(RepositoryRow.abbreviated(12_345) == "12.3k")
    #expect(RepositoryRow.abbreviated(1_200_000) == "1.2m")
  }
}
