import ArgumentParser
import GitHubSearch
import Logging

/// `--log-level`: how much the log file gets.
enum LogFileLevel: String, ExpressibleByArgument, CaseIterable {
  case debug, trace

  /// swift-log's level.
  var level: Logger.Level { self == .trace ? .trace : .debug }
}

/// `--log-file`: swift-log goes to one file for the whole process, the library's lines (the
/// lists' loads, under `refreshkit`) and the app's own (under `github-search`).
enum AppLogging {
  /// Bootstraps swift-log to append to `file` from `level` up, writes the app's first line,
  /// and returns the logger the lists' pagers log through.
  static func bootstrap(file: String, level: Logger.Level, source: String) throws -> Logger {
    let logFile = try LogFile(path: file)
    // Only the library's and the app's loggers write; the in-process server's stay quiet.
    LoggingSystem.bootstrap { label in
      guard label.hasPrefix("refreshkit") || label.hasPrefix("github-search") else {
        return SwiftLogNoOpLogHandler()
      }
      return FileLogHandler(label: label, file: logFile, level: level)
    }
    Logger(label: "github-search").info("started", metadata: ["source": "\(source)"])
    return Logger(label: "refreshkit")
  }
}
