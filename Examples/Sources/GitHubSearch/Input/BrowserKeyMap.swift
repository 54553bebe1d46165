import TerminalUI

/// The app's key bindings: a pure function from a TerminalUI `Key` in a context to a
/// command.
///
/// | key | search field | list | detail | thread | composer | help |
/// |---|---|---|---|---|---|---|
/// | characters | type | `j k g G` move, `/` search field, `?` help, `r` refresh, `s` star, `S` starred, `f` hide forks, `q` quit | `?`, `r`, `s`, `S`, `i` issues, `q` | `j k g G` move, `c` comment, `?`, `r`, `q` | type | `?`, `q` close |
/// | ↑ ↓ PgUp PgDn Home End, wheel | ↓ Tab: to the list; wheel scrolls | move, wheel scrolls | – | move, wheel scrolls | wheel scrolls | – |
/// | Enter | search now, to the list | open | – | – | send | close |
/// | Esc | pop | pop | pop | pop | stop writing | close |
/// | Backspace | delete | pop | pop | pop | delete | close |
/// | Ctrl-R | refresh | refresh | refresh | refresh | – | – |
/// | Ctrl-C | quit | quit | quit | quit | quit | quit |
/// | F2 | inspector | inspector | inspector | inspector | inspector | inspector |
///
/// In the inspector: ↑ ↓ (`k` `j`) choose a list, `r` retries it, `R` refreshes it, Esc or F2
/// close, `q` quits.
///
/// ```swift
/// BrowserKeyMap.command(for: .escape, in: .help)   // .back
/// ```
public enum BrowserKeyMap {
  /// Rows the list moves for one notch of the mouse wheel.
  public static let wheelRows = 3

  /// The command for `key` in `context`, or `nil` when the key means nothing there.
  public static func command(for key: Key, in context: KeyContext) -> BrowserCommand? {
    switch key {
    case .control("c"): return .quit
    case .function(2): return .toggleInspector
    case .wheelUp: return context == .help ? nil : .moveSelection(by: -wheelRows)
    case .wheelDown: return context == .help ? nil : .moveSelection(by: wheelRows)
    default: break
    }
    switch context {
    case .searchField: return typing(key)
    case .composer: return composing(key)
    case .inspector: return inspecting(key)
    case .help: return help(key)
    case .list, .detail, .thread: return browsing(key, context: context)
    }
  }

  private static func inspecting(_ key: Key) -> BrowserCommand? {
    switch key {
    case .escape: .toggleInspector
    case .up, .character("k"): .moveSelection(by: -1)
    case .down, .character("j"): .moveSelection(by: 1)
    case .character("r"): .refresh
    case .character("R"): .refreshList
    case .character("q"): .quit
    default: nil
    }
  }

  private static func composing(_ key: Key) -> BrowserCommand? {
    switch key {
    case .character(let character): .insert(character)
    case .backspace: .deleteBackward
    case .enter: .send
    case .escape: .cancelEditing
    default: nil
    }
  }

  private static func typing(_ key: Key) -> BrowserCommand? {
    switch key {
    case .character(let character): .insert(character)
    case .backspace: .deleteBackward
    case .enter: .submitQuery
    case .down, .tab, .pageDown: .focusList
    case .escape: .back
    case .control("r"): .refresh
    default: nil
    }
  }

  private static func help(_ key: Key) -> BrowserCommand? {
    switch key {
    case .escape, .backspace, .enter, .character("?"), .character("q"): .back
    default: nil
    }
  }

  private static func browsing(_ key: Key, context: KeyContext) -> BrowserCommand? {
    switch key {
    case .escape, .backspace: return .back
    case .character("?"): return .showHelp
    case .character("q"): return .quit
    case .character("r"), .control("r"): return .refresh
    case .character("s"): return .toggleStar
    case .character("S"): return .showStarred
    case .character("i") where context == .detail: return .showIssues
    case .character("c") where context == .thread: return .compose
    default: break
    }
    guard context != .detail else { return nil }
    if context == .list {
      switch key {
      case .enter: return .open
      case .character("/"), .tab: return .editQuery
      case .character("f"): return .toggleForkFilter
      default: break
      }
    }
    switch key {
    case .up, .character("k"): return .moveSelection(by: -1)
    case .down, .character("j"): return .moveSelection(by: 1)
    case .pageUp: return .movePage(by: -1)
    case .pageDown, .character(" "): return .movePage(by: 1)
    case .home, .character("g"): return .moveToTop
    case .end, .character("G"): return .moveToBottom
    default: return nil
    }
  }
}
