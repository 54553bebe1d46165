import Foundation
public import Logging

/// A swift-log `LogHandler` that appends one line per message to a file: the time, the level,
/// the label, the message and the metadata (`key=value`, keys sorted). `github-search
/// --log-file PATH --log-level debug` bootstraps it, so the library's lines and the app's own go
/// to the same file.
///
/// ```swift
/// let file = try LogFile(path: "/tmp/github-search.log")
/// LoggingSystem.bootstrap { label in FileLogHandler(label: label, file: file, level: .debug) }
/// Logger(label: "github-search").debug("started")
/// // 2026-11-26T08:00:00.000Z debug github-search: started
/// ```
public struct FileLogHandler: LogHandler {
  /// The logger's label, written on every line.
  public let label: String
  /// Where the lines go.
  public let file: LogFile
  /// The least severe level written.
  public var logLevel: Logger.Level
  /// Metadata written with every line.
  public var metadata: Logger.Metadata = [:]

  /// Creates a handler for `label` writing to `file` from `level` up.
  public init(label: String, file: LogFile, level: Logger.Level) {
    self.label = label
    self.file = file
    self.logLevel = level
  }

  /// One metadata value.
  public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  /// Appends the line of `event`.
  public func log(event: LogEvent) {
    let all = metadata.merging(event.metadata ?? [:]) { $1 }
    let fields = all.keys.sorted().map { "\($0)=\(all[$0].map { "\($0)" } ?? "")" }
    let time = Date().formatted(
      .iso8601.year().month().day().time(includingFractionalSeconds: true))
    let head = "\(time) \(event.level) \(label): \(event.message)"
    file.append(([head] + fields).joined(separator: " "))
  }
}

/// A file that log lines are appended to, from any thread; created if missing.
public final class LogFile: Sendable {
  private let handle: FileHandle
  private let lock = NSLock()

  /// Opens `path` for appending, creating it when it does not exist.
  ///
  /// - Throws: `CocoaError` when the file cannot be created or opened.
  public init(path: String) throws {
    if !FileManager.default.fileExists(atPath: path) {
      guard FileManager.default.createFile(atPath: path, contents: nil) else {
        throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
      }
    }
    handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.seekToEnd()
  }

  /// Appends `line` and a newline.
  public func append(_ line: String) {
    lock.withLock { handle.write(Data((line + "\n").utf8)) }
  }

  deinit {
    try? handle.close()
  }
}
