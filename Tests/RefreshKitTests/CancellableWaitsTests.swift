import Foundation
import SourceScanning
import Testing

/// Every continuation a test or its support code parks in ends when its task is cancelled, so
/// a broken library makes a suite fail at its `.timeLimit` instead of hanging it (as
/// `EventRecorder.waitForEvents` once did). A continuation that stands for work that
/// deliberately ignores cancellation (a server holding a request, a remote call the test
/// finishes) says so on a `// Not cancellable:` line just above it.
@Suite("Test waits: every continuation has a cancellation path, or says why not")
struct CancellableWaitsTests {
  /// The folders with tests and test support: the root's tests, RefreshKitTesting, the
  /// examples' tests and RefreshKitGRDB's.
  static let roots = [
    "Tests", "Sources/RefreshKitTesting", "Examples/Tests", "RefreshKitGRDB/Tests",
  ]

  /// The standard library's continuation functions (spelt in parts, so this file is not a hit).
  static let continuations = ["Checked", "CheckedThrowing", "Unsafe", "UnsafeThrowing"].map {
    "with\($0)Continuation"
  }

  /// How many lines above a continuation its `withTaskCancellationHandler` may start.
  static let handlerReach = 6

  /// `file:line` of every continuation without a cancellation handler around it or a
  /// `// Not cancellable:` note above it, in the files below `root`.
  static func uncancellableWaits(below root: URL) throws -> [String] {
    var hits: [String] = []
    for file in LibrarySources(root: root).files() {
      let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
      for (index, line) in lines.enumerated() {
        let code = line.components(separatedBy: "//")[0]
        guard continuations.contains(where: code.contains) else { continue }
        let above = lines[max(0, index - handlerReach)..<index]
        let handled = above.contains { $0.contains("withTaskCancellationHandler") }
        let noted = lines[max(0, index - 3)..<index].contains {
          $0.trimmingCharacters(in: .whitespaces).hasPrefix("// Not cancellable:")
        }
        if !handled, !noted { hits.append("\(file.lastPathComponent):\(index + 1): \(line)") }
      }
    }
    return hits
  }

  @Test("no continuation in the tests or their support code ignores cancellation unnoted")
  func everyWaitEndsOnCancellation() throws {
    var scanned = 0
    var hits: [String] = []
    for root in Self.roots {
      let url = LibrarySources.repository.appendingPathComponent(root)
      scanned += LibrarySources(root: url).files().count
      hits += try Self.uncancellableWaits(below: url)
    }
    #expect(scanned > 100, "the scan found the test sources")
    #expect(hits.isEmpty, "park in waitForCallback, or add a cancellation handler:\n\(hits)")
  }

  @Test("the scan finds a bare continuation, and accepts a handled or noted one")
  func scanFindsBareContinuations() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("CancellableWaitsTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let park = Self.continuations[0]
    let source = """
      func bare() async { await \(park) { waiters.append($0) } }
      func handled() async {
        await withTaskCancellationHandler {
          await \(park) { waiters.append($0) }
        } onCancel: {}
      }
      // Not cancellable: a server that holds the request.
      func noted() async { await \(park) { held.append($0) } }
      """
    try source.write(
      to: folder.appendingPathComponent("Waits.swift"), atomically: true, encoding: .utf8)
    let hits = try Self.uncancellableWaits(below: folder)
    #expect(hits.count == 1 && hits.first?.hasPrefix("Waits.swift:1:") == true, "\(hits)")
  }
}
