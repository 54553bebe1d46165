import SourceScanning
import Testing

@Suite("Decomposer sources: no trap is reachable from a navigation call")
struct SourceHygieneTests {
  let sources = LibrarySources.module("Decomposer")

  @Test("the module has sources to scan")
  func sourcesFound() {
    #expect(sources.files().count >= 10)
  }

  @Test("no fatalError, precondition, assert, try! or force unwrap in Decomposer")
  func noTraps() throws {
    let hits = try sources.lines(matching: [
      #"fatalError\("#, #"precondition(Failure)?\("#, #"assert(ionFailure)?\("#, #"try!"#,
      #"[\w)\]]!\."#, #"[\w)\]]! "#, #"[\w)\]]!$"#, #"[\w)\]]!\)"#, #"as!"#,
    ])
    #expect(hits.isEmpty, "\(hits.joined(separator: "\n"))")
  }
}
