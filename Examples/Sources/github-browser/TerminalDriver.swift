import GitHubBrowser

/// What the browser needs from a terminal: its size, drawing whole lines, and keys.
@MainActor
protocol TerminalDriver: AnyObject {
  /// The screen's size in rows and columns.
  var size: (rows: Int, columns: Int) { get }
  /// Draws `lines` from the top, each cut to the width.
  func draw(_ lines: [ScreenLine])
  /// The next key, if one was typed; never blocks for long.
  func readKey() -> BrowserKey?
  /// Restores the terminal.
  func shutdown()
}
