import TerminalUI

/// The browser's key bindings: a pure function from a TerminalUI `Key` in a context to a
/// command.
///
/// | key | list | detail | help | editing the query |
/// |---|---|---|---|---|
/// | ↑ ↓ / k j | move | – | – | – |
/// | Enter | open | – | dismiss | search |
/// | Esc, Backspace | pop | pop | dismiss | cancel / delete |
/// | `?` | help | help | – | types `?` |
/// | `r`, Ctrl-R | refresh | refresh | – | types `r` |
/// | `/` | edit query | – | – | types `/` |
/// | `q`, Ctrl-C | quit | quit | quit (Ctrl-C) | quit (Ctrl-C) |
///
/// ```swift
/// BrowserKeyMap.command(for: .escape, in: .help)   // .back
/// ```
public enum BrowserKeyMap {
  /// The command for `key` in `context`, or `nil` when the key means nothing there.
  public static func command(for key: Key, in context: KeyContext) -> BrowserCommand? {
    if key == .control("c") { return .quit }
    switch context {
    case .editingQuery: return editing(key)
    case .help: return help(key)
    case .list, .detail: return browsing(key, context: context)
    }
  }

  private static func editing(_ key: Key) -> BrowserCommand? {
    switch key {
    case .enter: .submitQuery
    case .escape: .cancelEditing
    case .backspace: .deleteBackward
    case .character(let character): .insert(character)
    default: nil
    }
  }

  private static func help(_ key: Key) -> BrowserCommand? {
    switch key {
    case .escape, .backspace, .enter, .character("?"): .back
    case .character("q"): .back
    default: nil
    }
  }

  private static func browsing(_ key: Key, context: KeyContext) -> BrowserCommand? {
    switch key {
    case .escape, .backspace: return .back
    case .character("?"): return .showHelp
    case .character("q"): return .quit
    case .character("r"), .control("r"): return .refresh
    default: break
    }
    guard context == .list else { return nil }
    switch key {
    case .up, .character("k"): return .moveSelection(by: -1)
    case .down, .character("j"): return .moveSelection(by: 1)
    case .pageUp: return .movePage(by: -1)
    case .pageDown, .character(" "): return .movePage(by: 1)
    case .home, .character("g"): return .moveToTop
    case .end, .character("G"): return .moveToBottom
    case .enter: return .open
    case .character("/"): return .editQuery
    default: return nil
    }
  }
}
