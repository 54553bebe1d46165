import Foundation
import SourceScanning
import Testing
import YLRefreshKit

@Suite("The seed's API is a leaf: the core does not stand on it")
struct CompatibilityLayerTests {
  /// The seed's types (YLRefreshKit's engine, its protocols and their bookkeeping), which
  /// live in `Sources/YLRefreshKit/`.
  static let seedTypes: Set<String> = [
    "RefreshState", "RefreshOperator", "RefreshOperating", "RefreshController", "RefreshSources",
    "RefreshStatus", "RefreshSituation", "TargetType", "ModelType", "Pageable",
    "NetworkManagerType", "CompletionNetworkManagerType", "LoadRequest", "DataSourceType",
    "PagingLedger", "PrefetchTrigger", "LoadDisposition", "RefreshAction", "RefreshFailure",
  ]

  static let seedModule = LibrarySources.module("YLRefreshKit").root

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

  @Test(
    "no file of RefreshKit or RefreshKitHTTP names a seed type or imports YLStateMachine or YLRefreshKit",
    arguments: ["RefreshKit", "RefreshKitHTTP"])
  func coreNamesNoSeedType(module: String) throws {
    var hits: [String] = []
    for (place, code) in try Self.codeLines(below: LibrarySources.module(module).root) {
      let names = Self.identifiers(code)
      if names.contains(where: { Self.seedTypes.contains(String($0)) })
        || code.contains("import YLStateMachine") || code.contains("import YLRefreshKit")
      {
        hits.append("\(place): \(code)")
      }
    }
    #expect(
      hits.isEmpty, "the new list depends on the seed's API:\n\(hits.joined(separator: "\n"))")
  }

  @Test("RefreshKit's manifest entry depends on no seed module")
  func coreManifestDependsOnNoSeedModule() throws {
    let manifest = try String(
      contentsOf: LibrarySources.repository.appendingPathComponent("Package.swift"),
      encoding: .utf8)
    let core = try #require(
      manifest.range(of: #"name: "RefreshKit",\s+dependencies"#, options: .regularExpression))
    let rest = manifest[core.upperBound...]
    let entry = rest[..<(rest.range(of: "swiftSettings")?.lowerBound ?? rest.endIndex)]
    #expect(!entry.contains("YLStateMachine") && !entry.contains("YLRefreshKit"), "\(entry)")
  }

  @Test("the seed's types are declared in YLRefreshKit")
  func seedTypesLiveInYLRefreshKit() throws {
    let kinds: Set<Substring> = ["class", "struct", "protocol", "enum"]
    var declared: Set<String> = []
    for (_, code) in try Self.codeLines(below: Self.seedModule) {
      let names = Self.identifiers(code)
      for (kind, name) in zip(names, names.dropFirst()) where kinds.contains(kind) {
        if Self.seedTypes.contains(String(name)) { declared.insert(String(name)) }
      }
    }
    #expect(declared == Self.seedTypes)
  }
}
