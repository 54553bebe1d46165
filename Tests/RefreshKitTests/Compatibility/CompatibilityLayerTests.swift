import Foundation
import SourceScanning
import Testing

@Suite("The seed's API is a leaf: the new list does not stand on it")
struct CompatibilityLayerTests {
  /// The seed's types (YLRefreshKit's engine, its protocols and their bookkeeping), which
  /// live in `Sources/RefreshKit/Compatibility/`. `RefreshAction` is not among them: it names
  /// the direction of a `RefreshFailure`, which both layers report.
  static let seedTypes = [
    "RefreshState", "RefreshOperator", "RefreshOperating", "RefreshController", "RefreshSources",
    "RefreshStatus", "RefreshSituation", "TargetType", "ModelType", "Pageable",
    "NetworkManagerType", "CompletionNetworkManagerType", "LoadRequest", "DataSourceType",
    "PagingLedger", "PrefetchTrigger", "LoadDisposition", "StateMachine",
  ]

  /// Every folder of the RefreshKit module but the compatibility layer and the DocC catalog.
  static func newListFolders() throws -> [LibrarySources] {
    let module = LibrarySources.module("RefreshKit").root
    return try FileManager.default.contentsOfDirectory(atPath: module.path)
      .filter { $0 != "Compatibility" && !$0.hasSuffix(".docc") }
      .map { LibrarySources(root: module.appendingPathComponent($0)) }
  }

  @Test("no file outside Compatibility/ names a seed type or imports the seed's StateMachine")
  func newListNamesNoSeedType() throws {
    let pattern = #"\b("# + Self.seedTypes.joined(separator: "|") + #")\b"#
    var hits: [String] = []
    for folder in try Self.newListFolders() {
      hits += try folder.lines(matching: [pattern, #"import StateMachine"#])
    }
    #expect(
      hits.isEmpty, "the new list depends on the seed's API:\n\(hits.joined(separator: "\n"))")
  }

  @Test("the seed's types are declared in Compatibility/")
  func seedTypesLiveInCompatibility() throws {
    let declarations = try LibrarySources(
      root: LibrarySources.module("RefreshKit").root.appendingPathComponent("Compatibility")
    ).lines(matching: Self.seedTypes.map { #"(class|struct|protocol|enum) "# + $0 + #"\b"# })
    let declared = Set(
      Self.seedTypes.filter { name in declarations.contains { $0.contains(" \(name)") } })
    #expect(declared == Set(Self.seedTypes).subtracting(["StateMachine"]))
  }
}
