/// A key press, as the browser understands it; the terminal layer decodes raw input into it.
///
/// ```swift
/// BrowserKeyMap.command(for: .character("?"), in: .list)   // .showHelp
/// ```
public enum BrowserKey: Hashable, Sendable {
  /// Enter or Return.
  case enter
  /// Escape.
  case escape
  /// Backspace or Delete.
  case backspace
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Page up.
  case pageUp
  /// Page down.
  case pageDown
  /// Home.
  case home
  /// End.
  case end
  /// Ctrl-C.
  case interrupt
  /// A printable character.
  case character(Character)
}
