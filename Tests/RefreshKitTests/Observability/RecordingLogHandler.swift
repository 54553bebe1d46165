import Logging
import RefreshKitLocking
import RefreshKitTesting

/// A `LogHandler` that keeps every line with its level and metadata, rendered as
/// `message key=value…` (keys sorted), for the tests to read.
struct RecordingLogHandler: LogHandler {
  let lines = Locked<[(level: Logger.Level, text: String)]>([])
  var metadata: Logger.Metadata = [:]
  var logLevel: Logger.Level = .trace

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    let all = metadata.merging(event.metadata ?? [:]) { $1 }
    let rendered = all.keys.sorted().map { "\($0)=\(all[$0].map { "\($0)" } ?? "")" }
    lines.withLock {
      $0.append((event.level, ([event.message.description] + rendered).joined(separator: " ")))
    }
  }

  /// A logger at `level` whose lines this handler keeps.
  func logger(level: Logger.Level = .trace) -> Logger {
    var logger = Logger(label: "refreshkit.tests") { _ in self }
    logger.logLevel = level
    return logger
  }
}
