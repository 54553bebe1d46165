/// What a key asks the browser to do.
///
/// ```swift
/// if case .open = BrowserKeyMap.command(for: .enter, in: .list) { … }
/// ```
public enum BrowserCommand: Hashable, Sendable {
  /// Move the selection by this many rows (negative: up).
  case moveSelection(by: Int)
  /// Move the selection a screenful (negative: up).
  case movePage(by: Int)
  /// Select the first row.
  case moveToTop
  /// Select the last row loaded (and load more).
  case moveToBottom
  /// Open the selected row: push the next scene.
  case open
  /// Pop the scene, or dismiss the modal.
  case back
  /// Present the help modal.
  case showHelp
  /// Refresh the scene (or retry what failed).
  case refresh
  /// Start editing the search query.
  case editQuery
  /// Add a character to the query being edited.
  case insert(Character)
  /// Remove the last character of the query being edited.
  case deleteBackward
  /// Search for the query being edited.
  case submitQuery
  /// Stop editing the query and keep the old one.
  case cancelEditing
  /// Quit the program.
  case quit
}
