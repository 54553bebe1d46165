/// A key the user pressed, decoded from the bytes a terminal sends.
///
/// ```swift
/// switch key {
/// case .control("r"): list.refresh()
/// case .character(let typed): search.append(typed)
/// default: break
/// }
/// ```
public enum Key: Hashable, Sendable {
  /// A printable character (any script, emoji included).
  case character(Character)
  /// Return or Enter.
  case enter
  /// Tab.
  case tab
  /// Backspace (DEL or Ctrl-H).
  case backspace
  /// A lone Escape.
  case escape
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Home.
  case home
  /// End.
  case end
  /// Ctrl plus a letter, in lower case: `.control("c")` is Ctrl-C.
  case control(Character)
  /// The mouse wheel turned up one notch (with mouse reporting on).
  case wheelUp
  /// The mouse wheel turned down one notch (with mouse reporting on).
  case wheelDown
  /// A function key: `.function(2)` is F2.
  case function(Int)
}
