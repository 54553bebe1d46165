/// Which keys mean what: depends on the scene on top and where its focus is.
///
/// ```swift
/// let context: KeyContext = searchFieldHasFocus ? .searchField : .list
/// ```
public enum KeyContext: Hashable, Sendable {
  /// A list of repositories (search results or an owner's repositories).
  case list
  /// The search field has the focus: typing edits the query.
  case searchField
  /// The repository detail.
  case detail
  /// An issue's comments: a list where `c` writes a comment.
  case thread
  /// A comment is being written: typing edits it.
  case composer
  /// The inspector is open over the screen.
  case inspector
  /// The help modal.
  case help
}
