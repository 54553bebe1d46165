/// Why a ``Pager`` edit was refused. Nothing changes when an edit throws.
///
/// ```swift
/// do { try pager.update(id: 42) { $0.isStarred = true } }
/// catch .unknownID { print("that row is gone") }
/// ```
public enum PagerEditError: Error, Hashable, Sendable {
  /// No loaded item has this id (it may have been removed or replaced by a refresh).
  case unknownID
  /// An item with this id is already in the list; insert a new id or update the existing one.
  case duplicateID
}
