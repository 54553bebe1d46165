// Every ```swift block of README.md and of every Sources/<Module>/Documentation.docc/**/*.md is
// compiled by the test suite. How it works, for whoever adds documentation:
//
// 1. Put the block's code, verbatim, in a Swift file under Tests/<Module>Tests/DocExamples/
//    (any test target; pick the one whose dependencies the block needs). It may be indented
//    (inside a function or a namespacing `enum`) as long as every line keeps its relative
//    indentation: the comparison ignores the common indentation of the block.
// 2. A block that needs UIKit or SwiftUI goes under Tests/<Module>Tests/DocExamples/Apple/,
//    in a file guarded by `#if canImport(UIKit)` (UIKit views: `&& REFRESHKIT_UIKIT_VIEWS`) or
//    `#if canImport(SwiftUI)`. It does not compile here; this test lists it separately and
//    scripts/check-apple-api.sh compiles it against stand-ins of Apple's API (Checks/AppleAPI
//    links each Apple/ folder, and the support files its blocks use). Every other block must
//    be in an unguarded DocExamples file.
// 3. README's quick start lives in Tests/RefreshKitTests/QuickStart/ (see ReadmeQuickStartTests).
//
// A block missing from the compiled sources fails with its file and block number (1-based).
import Foundation
import SourceScanning
import Testing

@Suite(
  "Documentation: every Swift block of README and DocC compiles in the test suite",
  .timeLimit(.minutes(3)))
struct DocExamplesTests {
  /// One ```swift block of a documentation file.
  struct Block: CustomStringConvertible {
    var file: String
    var number: Int
    var lines: [String]
    var description: String { "\(file) block \(number)" }
  }

  /// A compiled source that holds documentation code.
  struct Source {
    var path: String
    var lines: [String]
    var isAppleOnly: Bool { path.contains("/DocExamples/Apple/") }
  }

  private static let repository = LibrarySources.repository

  /// README.md and every DocC article, relative to the repository.
  static func documentationFiles() -> [String] {
    let sources = repository.appendingPathComponent("Sources")
    let catalogs = (FileManager.default.enumerator(atPath: sources.path)?.allObjects ?? [])
      .compactMap { $0 as? String }
      .filter { $0.contains(".docc/") && $0.hasSuffix(".md") }
      .map { "Sources/\($0)" }
    return ["README.md"] + catalogs.sorted()
  }

  /// The ```swift blocks of `file`, numbered from 1.
  static func blocks(in file: String) throws -> [Block] {
    let text = try String(
      contentsOf: repository.appendingPathComponent(file), encoding: .utf8)
    var blocks: [Block] = []
    var current: [String]?
    for line in text.components(separatedBy: "\n") {
      if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
        current = []
      } else if let lines = current, line.trimmingCharacters(in: .whitespaces) == "```" {
        blocks.append(Block(file: file, number: blocks.count + 1, lines: lines))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// Every Swift file under a `DocExamples` or `QuickStart` folder of `Tests/`.
  static func compiledSources() throws -> [Source] {
    let tests = repository.appendingPathComponent("Tests")
    let paths = (FileManager.default.enumerator(atPath: tests.path)?.allObjects ?? [])
      .compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") }
      .filter { $0.contains("/DocExamples/") || $0.contains("/QuickStart/") }
    return try paths.sorted().map { path in
      let text = try String(contentsOf: tests.appendingPathComponent(path), encoding: .utf8)
      return Source(path: "Tests/\(path)", lines: text.components(separatedBy: "\n"))
    }
  }

  /// Whether `block` appears in `lines`, each of its lines shifted by the same indentation.
  static func contains(_ block: [String], in lines: [String]) -> Bool {
    let shown = dedented(block)
    guard let first = shown.first(where: { !$0.isEmpty }), !shown.isEmpty else { return true }
    let leading = shown.firstIndex(of: first) ?? 0
    for start in lines.indices where lines[start].hasSuffix(first) {
      let indent = lines[start].count - first.count
      let top = start - leading
      guard indent >= 0, top >= 0, top + shown.count <= lines.count else { continue }
      let pad = String(repeating: " ", count: indent)
      let matches = shown.indices.allSatisfy { offset in
        let line = lines[top + offset]
        return shown[offset].isEmpty
          ? line.trimmingCharacters(in: .whitespaces).isEmpty : line == pad + shown[offset]
      }
      if matches { return true }
    }
    return false
  }

  /// `lines` without their common leading spaces; blank lines become empty.
  static func dedented(_ lines: [String]) -> [String] {
    let blank = { (line: String) in line.trimmingCharacters(in: .whitespaces).isEmpty }
    let common =
      lines.filter { !blank($0) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return lines.map { blank($0) ? "" : String($0.dropFirst(common)) }
  }

  /// Every block, with where it was found: compiled here, Apple-only, or nowhere.
  static func survey() throws -> (compiled: [Block], appleOnly: [Block], missing: [Block]) {
    let sources = try compiledSources()
    let portable = sources.filter { !$0.isAppleOnly }
    let apple = sources.filter(\.isAppleOnly)
    var result: (compiled: [Block], appleOnly: [Block], missing: [Block]) = ([], [], [])
    for file in documentationFiles() {
      for block in try blocks(in: file) {
        if portable.contains(where: { contains(block.lines, in: $0.lines) }) {
          result.compiled.append(block)
        } else if apple.contains(where: { contains(block.lines, in: $0.lines) }) {
          result.appleOnly.append(block)
        } else {
          result.missing.append(block)
        }
      }
    }
    return result
  }

  @Test("every Swift block of README.md and the DocC catalogs appears in compiled test sources")
  func everyBlockIsCompiled() throws {
    let survey = try Self.survey()
    for block in survey.missing {
      Issue.record(
        """
        \(block) is not in any compiled Tests/*/DocExamples source:
        \(block.lines.joined(separator: "\n"))
        """)
    }
    #expect(survey.compiled.count >= 18, "found \(survey.compiled.map(\.description))")
  }

  @Test("blocks that need UIKit or SwiftUI are listed apart, in guarded DocExamples/Apple files")
  func appleOnlyBlocksAreGuarded() throws {
    let survey = try Self.survey()
    #expect(
      Set(survey.appleOnly.map(\.description)) == [
        "Sources/Feedback/Documentation.docc/Feedback.md block 4",
        "Sources/Decomposer/Documentation.docc/Decomposer.md block 5",
        "Sources/Decomposer/Documentation.docc/Decomposer.md block 6",
        "Sources/RefreshKit/Documentation.docc/SwiftUIScreenOnPager.md block 2",
        "Sources/RefreshKit/Documentation.docc/SwiftUIScreenOnPager.md block 3",
        "Sources/RefreshKit/Documentation.docc/SwiftUIScreenOnPager.md block 5",
        "Sources/RefreshKit/Documentation.docc/SwiftUIScreenOnPager.md block 6",
        "Sources/RefreshKit/Documentation.docc/UIKitScreenOnPager.md block 1",
        "Sources/RefreshKit/Documentation.docc/UIKitScreenOnPager.md block 2",
        "Sources/YLRefreshKit/Documentation.docc/MigratingFromYLRefreshKit.md block 4",
        "Sources/YLRefreshKit/Documentation.docc/MigratingFromYLRefreshKit.md block 5",
        "Sources/YLRefreshKit/Documentation.docc/MigratingFromYLRefreshKit.md block 6",
        "Sources/YLRefreshKit/Documentation.docc/MigratingFromYLRefreshKit.md block 7",
      ])
    for source in try Self.compiledSources() where source.isAppleOnly {
      let guarded = source.lines.contains {
        $0.hasPrefix("#if canImport(UIKit)") || $0.hasPrefix("#if canImport(SwiftUI)")
      }
      #expect(guarded, "\(source.path) must be guarded by #if canImport(UIKit or SwiftUI)")
    }
  }

  @Test("the matcher ignores common indentation but not relative indentation")
  func matcherIgnoresCommonIndentationOnly() {
    let block = ["if ready {", "  go()", "}"]
    #expect(Self.contains(block, in: ["func f() {", "    if ready {", "      go()", "    }", "}"]))
    #expect(!Self.contains(block, in: ["    if ready {", "    go()", "    }"]))
    #expect(!Self.contains(block, in: ["if ready {", "  stop()", "}"]))
  }
}

@Suite(
  "Documentation: the completion-handler examples of the API docs compile and run",
  .timeLimit(.minutes(3)))
@MainActor
struct LegacyExamplesTests {
  @Test("j. the DocC LegacyClient loads pages through the completion bridge")
  func legacyClientLoads() async throws {
    let page = try await LegacyClient().request(target: .feed(page: 2))
    #expect(page.repos.count == 3 && page.nextPage == 3)
  }
}
