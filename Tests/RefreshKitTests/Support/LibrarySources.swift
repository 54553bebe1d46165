import Foundation

/// Reads the library's own sources, for tests that check the code itself.
enum LibrarySources {
  static var root: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
  }

  /// `file:line: text` for every non-comment line of a library source matching one of `patterns`.
  static func lines(matching patterns: [String]) throws -> [String] {
    let expressions = try patterns.map { try NSRegularExpression(pattern: $0) }
    guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    else { return [] }
    var hits: [String] = []
    for case let file as URL in files where file.pathExtension == "swift" {
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
