import Foundation
import SourceScanning
import Testing

@Suite("The seed's API is a leaf: the new list does not stand on it")
struct CompatibilityLayerTests {
  /// The seed's types (YLRefreshKit's engine, its protocols and their bookkeeping), which
  /// live in `Sources/RefreshKit/Compatibility/`. `RefreshAction` is not among them: it names
  /// the direction of a `RefreshFailure`, which both layers report.
  static let seedTypes: Set<String> = [
    "RefreshState", "RefreshOperator", "RefreshOperating", "RefreshController", "RefreshSources",
    "RefreshStatus", "RefreshSituation", "TargetType", "ModelType", "Pageable",
    "NetworkManagerType", "CompletionNetworkManagerType", "LoadRequest", "DataSourceType",
    "PagingLedger", "PrefetchTrigger", "LoadDisposition",
  ]

  static let module = LibrarySources.module("RefreshKit").root

  /// The code of every line (the part before `//`) of the Swift files below `folder`, with
  /// the file's name and line number.
  static func codeLines(below folder: URL) throws -> [(place: String, code: String)] {
    var lines: [(String, String)] = []
    for file in LibrarySources(root: folder).files() {
      let text = try String(contentsOf: file, encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)
        lines.append(("\(file.lastPathComponent):\(number + 1)", String(code.first ?? "")))
      }
    }
    return lines
  }

  /// The identifiers of a line of code.
  static func identifiers(_ code: String) -> [Substring] {
    code.split { !($0.isLetter || $0.isNumber || $0 == "_") }
  }

  @Test("no file outside Compatibility/ names a seed type or imports the seed's StateMachine")
  func newListNamesNoSeedType() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.module.path)
      .filter { $0 != "Compatibility" && !$0.hasSuffix(".docc") }
    var hits: [String] = []
    for folder in folders {
      for (place, code) in try Self.codeLines(below: Self.module.appendingPathComponent(folder)) {
        let names = Self.identifiers(code)
        if names.contains(where: { Self.seedTypes.contains(String($0)) })
          || code.contains("import StateMachine")
        {
          hits.append("\(place): \(code)")
        }
      }
    }
    #expect(
      hits.isEmpty, "the new list depends on the seed's API:\n\(hits.joined(separator: "\n"))")
  }

  @Test("the seed's types are declared in Compatibility/")
  func seedTypesLiveInCompatibility() throws {
    let kinds: Set<Substring> = ["class", "struct", "protocol", "enum"]
    var declared: Set<String> = []
    let compatibility = Self.module.appendingPathComponent("Compatibility")
    for (_, code) in try Self.codeLines(below: compatibility) {
      let names = Self.identifiers(code)
      for (kind, name) in zip(names, names.dropFirst()) where kinds.contains(kind) {
        if Self.seedTypes.contains(String(name)) { declared.insert(String(name)) }
      }
    }
    #expect(declared == Self.seedTypes)
  }
}
