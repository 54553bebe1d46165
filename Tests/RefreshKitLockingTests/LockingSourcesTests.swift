import Foundation
import SourceScanning
import Testing

@Suite("Locking sources: shared state is behind Locked everywhere")
struct LockingSourcesTests {
  /// Every module and test target except RefreshKitLocking and its tests.
  let scanned: [LibrarySources] = ["Sources", "Tests"].flatMap { folder in
    let root = LibrarySources.repository.appendingPathComponent(folder)
    let children =
      (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return children.sorted().filter { !$0.hasPrefix("RefreshKitLocking") }.map {
      LibrarySources(root: root.appendingPathComponent($0))
    }
  }

  @Test("the library's modules and tests are scanned")
  func foldersFound() {
    let names = scanned.map(\.root.lastPathComponent)
    #expect(names.contains("RefreshKit") && names.contains("YLStateMachine"))
    #expect(names.contains("RefreshKitTests"))
  }

  /// Synchronization's `Mutex` and `Atomic` need iOS 18, above the package's minimums (the
  /// Apple API check cannot see that: Linux's Synchronization has no availability), and Linux's
  /// `Mutex` hides its contended path from ThreadSanitizer. `Locked` handles both.
  @Test("no Mutex, Atomic or Synchronization outside RefreshKitLocking")
  func noSynchronization() throws {
    let hits = try scanned.flatMap {
      try $0.lines(matching: [
        #"\bMutex\s*[<(]"#, #"\bAtomic\s*[<(]"#, #"^\s*(\w+ )?import Synchronization"#,
      ])
    }
    #expect(hits.isEmpty, "\(hits.joined(separator: "\n"))")
  }
}
