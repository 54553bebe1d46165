import Foundation
import SourceScanning
import Testing

@Suite("The machine owns its state: events in, actions out")
struct MachineBoundaryTests {
  @Test("no file outside Machine/ reads or writes the machine's window")
  func nothingReachesIntoTheWindow() throws {
    let core = LibrarySources.module("RefreshKit")
    let hits = try core.lines(matching: [#"machine\.window\b"#, #"\.window\.(trimmed|dropped)"#])
      .filter { !$0.hasPrefix("PagerMachine") && !$0.hasPrefix("PageWindow") }
    #expect(hits.isEmpty, "\(hits.joined(separator: "\n"))")
  }
}
