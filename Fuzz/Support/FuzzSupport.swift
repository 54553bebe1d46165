/// Helpers shared by the fuzz targets: reading the input and failing a property loudly.

/// Stops the process so libFuzzer records the input as a crash, with `message` on stderr.
///
/// A property violation must trap: libFuzzer only keeps inputs that crash, leak or time out.
func violated(_ message: @autoclosure () -> String) -> Never {
  fatalError("property violated: \(message())")
}

/// The bytes libFuzzer passes, as an array.
func fuzzBytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
  Array(UnsafeBufferPointer(start: data, count: size))
}

/// Splits an HTTP-response-like text into its status line, header fields and body.
///
/// The input looks like a raw response (`HTTP/1.1 403\r\nRetry-After: 60\r\n\r\n{…}`), so a
/// corpus of real responses is readable; anything else still yields some status and fields.
struct RawResponse {
  var status: Int?
  var fields: [(name: String, value: String)] = []
  var body: [UInt8] = []

  init(_ bytes: [UInt8]) {
    let (head, body) = Self.split(bytes)
    self.body = body
    var lines = String(decoding: head, as: UTF8.self)
      .split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)[...]
    if let first = lines.first, first.hasPrefix("HTTP") {
      lines = lines.dropFirst()
      status = first.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let value = line[line.index(after: colon)...].drop { $0 == " " }
      fields.append((String(line[..<colon]), String(value)))
    }
  }

  /// Head and body, split at the first blank line (`\r\n\r\n` or `\n\n`).
  private static func split(_ bytes: [UInt8]) -> ([UInt8], [UInt8]) {
    let newline = UInt8(ascii: "\n")
    for index in bytes.indices where bytes[index] == newline {
      let next = index + 1
      if next < bytes.count, bytes[next] == newline {
        return (Array(bytes[..<index]), Array(bytes[(next + 1)...]))
      }
      if next + 1 < bytes.count, bytes[next] == UInt8(ascii: "\r"), bytes[next + 1] == newline {
        return (Array(bytes[..<index]), Array(bytes[(next + 2)...]))
      }
    }
    return (bytes, [])
  }
}
