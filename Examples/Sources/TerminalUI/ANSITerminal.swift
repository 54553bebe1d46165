import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal in raw mode on the alternate screen, drawn with ANSI escapes; its input and
/// resizes arrive as an `AsyncStream` of ``TerminalEvent``.
///
/// ```swift
/// let terminal = try ANSITerminal()
/// defer { terminal.restore() }
/// for await event in terminal.events {
///   if case .keys(let keys) = event, keys.contains(.control("c")) { break }
///   terminal.draw([StyledLine("Hello", style: .title)])
/// }
/// ```
///
/// With mouse reporting on, the wheel arrives as ``Key/wheelUp`` and ``Key/wheelDown``.
///
/// Isolation: main actor. ``restore()`` puts the terminal back as it was (cooked mode,
/// the main screen, the cursor shown, mouse reporting off); call it on every way out. On
/// SIGTERM and SIGHUP the terminal restores itself and the process exits with 128 + the
/// signal's number.
@MainActor
public final class ANSITerminal {
  /// Keys and resizes, in order.
  public let events: AsyncStream<TerminalEvent>
  private let continuation: AsyncStream<TerminalEvent>.Continuation
  private var original = termios()
  private var isActive = false
  private var signalSources: [any DispatchSourceSignal] = []

  /// Switches stdin to raw mode and stdout to the alternate screen, and starts reading keys
  /// (and the mouse wheel, with `mouse`).
  public init(mouse: Bool = true) throws(TerminalError) {
    (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &original) == 0 else {
      throw .notATerminal
    }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR)
    guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { throw .notATerminal }
    isActive = true
    emit("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J" + (mouse ? Self.mouseOn : ""))
    startReadingKeys()
    startWatchingSignals()
  }

  /// The screen's size in rows and columns (24 × 80 when unknown).
  public var size: TerminalSize {
    var window = winsize()
    let status = withUnsafeMutablePointer(to: &window) {
      ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), $0)
    }
    guard status == 0, window.ws_row > 0, window.ws_col > 0 else {
      return TerminalSize(rows: 24, columns: 80)
    }
    return TerminalSize(rows: Int(window.ws_row), columns: Int(window.ws_col))
  }

  /// Draws `lines` from the top, each cut to the width; clears the rest of the screen.
  public func draw(_ lines: [StyledLine]) {
    let size = size
    var output = ""
    for (index, line) in lines.prefix(size.rows).enumerated() {
      output += "\u{1B}[\(index + 1);1H\(Self.escape(for: line.style))"
      output += DisplayWidth.clip(line.text, to: size.columns)
      output += "\u{1B}[K\u{1B}[0m"
    }
    output += "\u{1B}[J"
    emit(output)
  }

  /// Puts the terminal back: cooked mode, the main screen, the cursor shown. Idempotent.
  public func restore() {
    guard isActive else { return }
    isActive = false
    for source in signalSources { source.cancel() }
    for number in [SIGTERM, SIGHUP] { signal(number, SIG_DFL) }
    continuation.finish()
    emit(Self.mouseOff + "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
    tcsetattr(STDIN_FILENO, TCSANOW, &original)
  }

  /// Reads stdin on its own thread; a chunk's keys arrive as one event.
  private func startReadingKeys() {
    let continuation = continuation
    let thread = Thread {
      var decoder = KeyDecoder()
      var buffer = [UInt8](repeating: 0, count: 1024)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        guard count > 0 else { return }
        decoder.feed(Array(buffer.prefix(count)))
        let keys = decoder.keys()
        if !keys.isEmpty, case .terminated = continuation.yield(.keys(keys)) { return }
      }
    }
    thread.start()
  }

  /// Button-event mouse reporting in SGR form (the wheel is all the apps read).
  private static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
  private static let mouseOff = "\u{1B}[?1006l\u{1B}[?1000l"

  /// A resize becomes an event; SIGTERM and SIGHUP restore the terminal and exit.
  private func startWatchingSignals() {
    let continuation = continuation
    watch(SIGWINCH) { _ in continuation.yield(.resized) }
    for number in [SIGTERM, SIGHUP] {
      watch(number) { terminal in
        terminal?.restore()
        exit(128 + number)
      }
    }
  }

  private func watch(_ number: Int32, handler: @escaping @MainActor (ANSITerminal?) -> Void) {
    signal(number, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
    source.setEventHandler { [weak self] in
      MainActor.assumeIsolated { handler(self) }
    }
    source.resume()
    signalSources.append(source)
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

  private static func escape(for style: StyledLine.Style) -> String {
    switch style {
    case .title: "\u{1B}[1;7m"
    case .dim: "\u{1B}[2m"
    case .selected: "\u{1B}[7m"
    case .error: "\u{1B}[31m"
    case .normal: ""
    }
  }
}
