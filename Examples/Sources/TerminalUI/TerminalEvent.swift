/// What a terminal reports: keys typed (one read's worth) or a resize.
public enum TerminalEvent: Hashable, Sendable {
  /// Keys, in the order typed.
  case keys([Key])
  /// The window changed size; read ``ANSITerminal/size`` again.
  case resized
}

/// A terminal's size.
public struct TerminalSize: Hashable, Sendable {
  /// Rows.
  public var rows: Int
  /// Columns.
  public var columns: Int

  /// Creates a size.
  public init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
  }
}

/// Why the terminal could not be used.
public enum TerminalError: Error, CustomStringConvertible {
  /// stdin is not a terminal.
  case notATerminal

  /// A sentence for stderr.
  public var description: String { "this program needs a terminal (stdin is not a tty)" }
}
