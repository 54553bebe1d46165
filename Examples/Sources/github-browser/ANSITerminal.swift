import GitHubBrowser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal driven by ANSI escapes in raw mode: the alternate screen, whole-line drawing,
/// and keys decoded from stdin without blocking.
@MainActor
final class ANSITerminal: TerminalDriver {
  private var original = termios()
  private var decoder = KeyDecoder()
  private var isActive = false

  /// Switches stdin to raw mode and stdout to the alternate screen.
  init() throws(TerminalError) {
    guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &original) == 0 else {
      throw .notATerminal
    }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR)
    guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { throw .notATerminal }
    isActive = true
    emit("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
  }

  var size: (rows: Int, columns: Int) {
    var window = winsize()
    let status = withUnsafeMutablePointer(to: &window) {
      ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), $0)
    }
    guard status == 0, window.ws_row > 0, window.ws_col > 0 else {
      return (24, 80)
    }
    return (Int(window.ws_row), Int(window.ws_col))
  }

  func draw(_ lines: [ScreenLine]) {
    let width = size.columns
    var output = ""
    for (index, line) in lines.enumerated() {
      output += "\u{1B}[\(index + 1);1H\(Self.style(line.style))"
      output += DisplayWidth.clip(line.text, to: width)
      output += "\u{1B}[K\u{1B}[0m"
    }
    output += "\u{1B}[J"
    emit(output)
  }

  func readKey() -> BrowserKey? {
    if let key = decoder.next() { return key }
    let bytes = readAvailable(waitMilliseconds: 0)
    guard !bytes.isEmpty else { return decoder.flushEscape() }
    decoder.feed(bytes)
    if let key = decoder.next() { return key }
    // A lone Esc may be the start of a sequence: give the rest a moment to arrive.
    if decoder.isHoldingEscape {
      decoder.feed(readAvailable(waitMilliseconds: 30))
      return decoder.next() ?? decoder.flushEscape()
    }
    return nil
  }

  func shutdown() {
    guard isActive else { return }
    isActive = false
    emit("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
    tcsetattr(STDIN_FILENO, TCSANOW, &original)
  }

  private func readAvailable(waitMilliseconds: Int32) -> [UInt8] {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, waitMilliseconds) > 0 else { return [] }
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
    return count > 0 ? Array(buffer.prefix(count)) : []
  }

  private func emit(_ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return write(STDOUT_FILENO, base + offset, buffer.count - offset)
      }
      guard written > 0 else { return }
      offset += written
    }
  }

  private static func style(_ style: ScreenLayout.Style) -> String {
    switch style {
    case .title: "\u{1B}[1;7m"
    case .subtitle, .footer: "\u{1B}[2m"
    case .selected: "\u{1B}[7m"
    case .normal, .status: ""
    }
  }
}

/// Why the terminal could not be used.
enum TerminalError: Error, CustomStringConvertible {
  /// stdin is not a terminal.
  case notATerminal

  var description: String { "github-browser needs a terminal (stdin is not a tty)" }
}
