import Foundation
import SourceScanning
import Testing

/// The package promises iOS 17, tvOS 17, watchOS 10, macOS 14 and visionOS 1 (Feedback: iOS 18,
/// tvOS 18, watchOS 11, macOS 15 and visionOS 2). The Apple API check enforces that for Apple's
/// frameworks, but the standard library on Linux carries no availability the compiler checks,
/// so these scans keep its newer API out of the modules that promise the older releases.
@Suite("Package availability: no standard library API newer than a module's minimum")
struct PackageAvailabilityTests {
  /// Feedback's availability, as `prepare-sources.pl` rewrites it into the 2024 domain.
  static let feedbackAvailability =
    "@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)"

  /// Every library module but Feedback (iOS 18) and RefreshKitLocking (whose `Mutex` is for
  /// Linux only, behind `#if canImport(os)`).
  static let olderReleaseModules = [
    "YLStateMachine", "RefreshKit", "RefreshKitTesting",
    "RefreshKitHTTP", "RefreshKitSections", "Decomposer",
  ]

  @Test("the iOS 18 and 26 standard library API stays out of the modules that promise iOS 17")
  func noNewerStandardLibraryAPI() throws {
    let hits = try Self.olderReleaseModules.flatMap { module in
      try LibrarySources.module(module).lines(matching: [
        // iOS 18: typed-failure async sequences, isolated iteration, Synchronization, and the
        // Swift 6.0 collection additions.
        #"\bAsync(Sequence|IteratorProtocol)<"#, #"next\(isolation:"#, #"\bMutex\b"#,
        #"\bAtomic\b"#, #"^\s*(\w+ )?import Synchronization"#, #"\bU?Int128\b"#, #"\bRangeSet\b"#,
        #"\.indices\((where|of):"#, #"\.(remove|move)Subranges\("#,
        // iOS 26: Swift 6.2's task names, immediate tasks and fixed-size storage.
        #"Task\.immediate"#, #"Task\(name:"#, #"addTask\(name:"#, #"\bInlineArray\b"#,
        #"\b(Mutable)?Span<"#,
      ])
    }
    #expect(hits.isEmpty, "\(hits.joined(separator: "\n"))")
  }

  @Test("the scan reads every module it names")
  func modulesFound() {
    for module in Self.olderReleaseModules {
      #expect(!LibrarySources.module(module).files().isEmpty, "\(module)")
    }
  }

  @Test("every top-level declaration of Feedback is marked iOS 18, tvOS 18, watchOS 11, macOS 15")
  func feedbackMarked() throws {
    let feedback = LibrarySources.module("Feedback")
    let declaration = try NSRegularExpression(
      pattern: #"^(public |package |internal |private |fileprivate )?(final )?"#
        + #"(struct|class|enum|protocol|extension|actor|func|typealias) "#)
    var unmarked: [String] = []
    var declarations = 0
    for file in feedback.files() {
      let lines = try String(contentsOf: file, encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      for (index, line) in lines.enumerated()
      where declaration.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
        declarations += 1
        let attributes = lines[..<index].reversed().prefix { $0.hasPrefix("@") }
        let marked = attributes.contains(Self.feedbackAvailability)
        if !marked { unmarked.append("\(file.lastPathComponent):\(index + 1): \(line)") }
      }
    }
    #expect(declarations >= 20)
    #expect(unmarked.isEmpty, "\(unmarked.joined(separator: "\n"))")
  }
}
