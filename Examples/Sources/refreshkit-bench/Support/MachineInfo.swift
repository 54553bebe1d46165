import Foundation

/// The machine a run happened on, for RESULTS.md.
struct MachineInfo: Sendable {
  /// The CPU model from `/proc/cpuinfo`.
  var cpu: String
  /// The cores available to the process.
  var cores: Int
  /// The first line of `swift --version`.
  var swiftVersion: String
  /// When the run started, ISO 8601 in UTC.
  var date: String

  /// Reads the current machine.
  static func current() -> MachineInfo {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return MachineInfo(
      cpu: cpuModel(), cores: ProcessInfo.processInfo.activeProcessorCount,
      swiftVersion: swiftVersion(), date: formatter.string(from: Date()))
  }

  private static func cpuModel() -> String {
    guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
      return "unknown CPU"
    }
    for line in text.split(separator: "\n") where line.hasPrefix("model name") {
      if let colon = line.firstIndex(of: ":") {
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
    }
    return "unknown CPU"
  }

  private static func swiftVersion() -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "--version"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = Pipe()
    do {
      try process.run()
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let first = String(decoding: data, as: UTF8.self).split(separator: "\n").first
      return first.map(String.init) ?? compiledWith
    } catch {
      return compiledWith
    }
  }

  private static var compiledWith: String {
    #if compiler(>=6.3)
      "Swift 6.3 or later (compiler)"
    #else
      "Swift 6 (compiler)"
    #endif
  }
}
