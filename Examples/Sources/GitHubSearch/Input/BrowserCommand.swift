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
  /// Give the search field the focus.
  case editQuery
  /// Give the results list the focus.
  case focusList
  /// Type a character into the search field.
  case insert(Character)
  /// Remove the last character of the search field.
  case deleteBackward
  /// Search for the search field's text now, without waiting for the debounce.
  case submitQuery
  /// Star the selected repository (or the detail's), or unstar it when starred.
  case toggleStar
  /// Hide the forks of a repository list, or show them again (a local filter).
  case toggleForkFilter
  /// Open the user's starred repositories.
  case showStarred
  /// Open the repository's issues.
  case showIssues
  /// Start writing a comment.
  case compose
  /// Send what was written.
  case send
  /// Stop writing, keeping nothing.
  case cancelEditing
  /// Open or close the inspector.
  case toggleInspector
  /// Refresh the list chosen in the inspector.
  case refreshList
  /// Quit the program.
  case quit
}
