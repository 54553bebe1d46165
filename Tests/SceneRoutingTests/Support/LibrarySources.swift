import Foundation

/// Reads SceneRouting's own sources, for tests that check the code itself.
enum LibrarySources {
  static var root: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
      .appendingPathComponent("SceneRouting")
  }

  /// Every Swift source file of the module.
  static func files() -> [URL] {
    guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    else { return [] }
    return files.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
  }

  /// `file:line: text` for every non-comment line of a module source matching one of `patterns`.
  static func lines(matching patterns: [String]) throws -> [String] {
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
