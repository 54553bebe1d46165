public import Foundation

/// The repository's own files, for tests that check the code itself (no traps, thin
/// adapters, documentation that compiles).
///
/// One copy for every test target: each scans the whole library or one module of it.
///
/// ```swift
/// let hits = try LibrarySources.module("Decomposer").lines(matching: [#"try!"#])
/// #expect(hits.isEmpty, "\(hits)")
/// ```
public struct LibrarySources: Sendable {
  /// The folder scanned.
  public let root: URL

  /// Scans the Swift files below `root`.
  public init(root: URL) {
    self.root = root
  }

  /// The repository's root folder (the one with the library's `Package.swift`).
  public static var repository: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// Every library module: the repository's `Sources` folder.
  public static var library: LibrarySources {
    LibrarySources(root: repository.appendingPathComponent("Sources"))
  }

  /// One library module, `Sources/<name>`.
  public static func module(_ name: String) -> LibrarySources {
    LibrarySources(root: library.root.appendingPathComponent(name))
  }

  /// Every Swift source file below ``root``.
  public func files() -> [URL] {
    guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    else { return [] }
    return files.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
  }

  /// `file:line: text` for every line whose code (the part before `//`) matches one of
  /// `patterns`, regular expressions.
  public func lines(matching patterns: [String]) throws -> [String] {
    let expressions = try patterns.map { try NSRegularExpression(pattern: $0) }
    var hits: [String] = []
    for file in files() {
      let text = try String(contentsOf: file, encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let code = String(
          line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
        let range = NSRange(code.startIndex..., in: code)
        if expressions.contains(where: { $0.firstMatch(in: code, range: range) != nil }) {
          hits.append("\(file.lastPathComponent):\(number + 1): \(line)")
        }
      }
    }
    return hits
  }
}
