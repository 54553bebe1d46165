/// Which keys mean what: depends on the scene on top and its mode.
///
/// ```swift
/// let context: KeyContext = searchIsEditing ? .editingQuery : .list
/// ```
public enum KeyContext: Hashable, Sendable {
  /// A list of repositories (search results or an owner's repositories).
  case list
  /// The search query is being typed.
  case editingQuery
  /// The repository detail.
  case detail
  /// The help modal.
  case help
}
