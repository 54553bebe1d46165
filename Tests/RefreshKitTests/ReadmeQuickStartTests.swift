import Foundation
import SourceScanning
import Testing

@Suite("README: the quick starts compile as written and do what they say", .timeLimit(.minutes(3)))
struct ReadmeQuickStartTests {
  private static let repository = LibrarySources.repository

  /// The lines between the quick-start markers of `text`, without the markers.
  private static func quickStart(in text: String, begin: String, end: String) -> String? {
    guard let start = text.range(of: begin),
      let stop = text.range(of: end, range: start.upperBound..<text.endIndex)
    else { return nil }
    return String(text[start.upperBound..<stop.lowerBound])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The article the README links for the seed-style quick start.
  static let seedQuickStartArticle = "Sources/YLRefreshKit/Documentation.docc/TheSeedsVocabulary.md"

  @Test("the seeds' vocabulary article shows exactly the compiled seed-style quick start")
  func articleMatchesCompiledSeedQuickStart() throws {
    let readme = try String(
      contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("(\(Self.seedQuickStartArticle))"), "README links the article")
    let article = try String(
      contentsOf: Self.repository.appendingPathComponent(Self.seedQuickStartArticle),
      encoding: .utf8)
    let source = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("QuickStart/QuickStart.swift"),
      encoding: .utf8)
    let shown = try #require(
      Self.quickStart(
        in: article, begin: "<!-- quick-start:begin -->\n```swift",
        end: "```\n<!-- quick-start:end -->"))
    let compiled = try #require(
      Self.quickStart(in: source, begin: "// quick-start:begin", end: "// quick-start:end"))
    #expect(shown == compiled)
  }

  @Test("README.md shows exactly the compiled Pager quick start, in at most 15 lines")
  func readmeMatchesCompiledPagerQuickStart() throws {
    let readme = try String(
      contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
    let source = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("QuickStart/PagerQuickStart.swift"),
      encoding: .utf8)
    let shown = try #require(
      Self.quickStart(
        in: readme, begin: "<!-- pager-quick-start:begin -->\n```swift",
        end: "```\n<!-- pager-quick-start:end -->"))
    let compiled = try #require(
      Self.quickStart(
        in: source, begin: "// pager-quick-start:begin", end: "// pager-quick-start:end"))
    #expect(shown == compiled)
    let code = compiled.split(separator: "\n").filter {
      !$0.trimmingCharacters(in: .whitespaces).isEmpty
    }
    #expect(code.count <= 16, "import + 15 lines to a loaded list")
  }

  @Test("the Pager quick start loads two pages of twenty repositories")
  @MainActor
  func pagerQuickStartRuns() async {
    let repositories = await searchRepositories(api: RepositoryAPI())
    #expect(repositories.map(\.id) == Array(1...40))
  }

  @Test("the quick start loads two pages of twenty articles")
  @MainActor
  func quickStartRuns() async throws {
    let articles = try await loadTwoPages()
    #expect(articles.count == 40)
    #expect(articles.first == "Article 1" && articles.last == "Article 40")
  }
}
