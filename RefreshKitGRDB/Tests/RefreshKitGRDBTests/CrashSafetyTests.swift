import Foundation
import RefreshKit
import RefreshKitGRDB
import Testing

/// A real child process writes pages until it is killed with SIGKILL at a seeded point; the
/// file must open, and every key must hold a whole prefix of one load, never pages of two.
@Suite("GRDBPageCache survives kill -9 in the middle of writing", .timeLimit(.minutes(3)))
struct CrashSafetyTests {
  @Test("after kill -9 every key holds the pages of one load, in order", arguments: [3, 17, 41])
  func killedWriterLeavesWholeLoads(writesBeforeKill: Int) async throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("pages.sqlite")
    let writer = try startWriter(path: path)
    defer { if writer.process.isRunning { kill(writer.process.processIdentifier, SIGKILL) } }
    try await waitForWrites(writesBeforeKill, from: writer.output)
    kill(writer.process.processIdentifier, SIGKILL)
    writer.process.waitUntilExit()
    #expect(writer.process.terminationReason == .uncaughtSignal)

    let cache = try GRDBPageCache<Int, Int>(path: path)
    #expect(cache.recovery == nil, "the file must stay readable")
    var pagesSeen = 0
    for key in ["k0", "k1", "k2"] {
      let pages = try await cache.pages(for: key)
      pagesSeen += pages.count
      guard let load = pages.first.map({ $0.page.items[0] / 1_000_000 }) else { continue }
      for (index, page) in pages.enumerated() {
        let expected = (0..<200).map { load * 1_000_000 + index * 1_000 + $0 }
        #expect(
          page.page.items == expected, "\(key) page \(index) is not page \(index) of load \(load)")
      }
    }
    #expect(pagesSeen > 0)
  }

  struct Writer {
    let process: Process
    let output: FileHandle
  }

  /// Starts `page-cache-crash-writer`, built beside the test bundle.
  func startWriter(path: String) throws -> Writer {
    let process = Process()
    process.executableURL = try writerExecutable()
    process.arguments = [path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    return Writer(process: process, output: pipe.fileHandleForReading)
  }

  func writerExecutable() throws -> URL {
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = testBinary.deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("page-cache-crash-writer")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    throw WriterNotBuilt(searchedFrom: testBinary.path)
  }

  /// Reads the writer's "wrote" lines until at least `count` writes are on disk (a writer
  /// that stops early ends its output, which fails the test rather than hanging it).
  func waitForWrites(_ count: Int, from output: FileHandle) async throws {
    let seen = await Task.detached {
      var seen = 0
      while seen < count {
        let data = output.availableData
        if data.isEmpty { break }
        seen += data.count { $0 == UInt8(ascii: "\n") }
      }
      return seen
    }.value
    #expect(seen >= count, "the writer stopped after \(seen) writes")
  }
}

struct WriterNotBuilt: Error, CustomStringConvertible {
  let searchedFrom: String
  var description: String {
    "page-cache-crash-writer is not built near \(searchedFrom); run `swift build --build-tests`"
  }
}
