import Foundation
import GitHubSearch
import Logging
import Testing

@Suite("FileLogHandler: --log-file's lines")
struct FileLogHandlerTests {
  @Test("lines are appended with the level, the label and sorted metadata; lower levels are not")
  func appends() throws {
    let directory = try TemporaryDirectory()
    let path = directory.url.appendingPathComponent("app.log").path
    try "an earlier line\n".write(toFile: path, atomically: true, encoding: .utf8)
    let file = try LogFile(path: path)
    var logger = Logger(label: "refreshkit.pager") {
      FileLogHandler(label: $0, file: file, level: .debug)
    }
    logger[metadataKey: "pager"] = "search"
    logger.trace("not written")
    logger.debug("load started", metadata: ["cursor": "2", "attempt": "1"])
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first == "an earlier line")
    #expect(
      lines.last?.hasSuffix(" debug refreshkit.pager: load started attempt=1 cursor=2 pager=search")
        == true)
  }

  @Test("a file that cannot be created is a typed error")
  func unwritable() {
    #expect(throws: CocoaError.self) { try LogFile(path: "/nonexistent-directory/app.log") }
  }
}
