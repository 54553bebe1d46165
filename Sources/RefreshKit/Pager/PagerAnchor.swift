/// A row a refresh or a restoration kept the user's place on: its id and its place among all
/// rows (placeholders included). Scroll so this row sits where it sat before.
///
/// ```swift
/// if let anchor = pager.anchor {
///   tableView.scrollToRow(at: IndexPath(row: anchor.position, section: 0), at: .top, animated: false)
/// }
/// ```
public struct PagerAnchor<ID: Hashable & Sendable>: Hashable, Sendable {
  /// The anchor row's id.
  public var id: ID
  /// Its place among all rows, placeholders included.
  public var position: Int

  /// Creates an anchor.
  package init(id: ID, position: Int) {
    self.id = id
    self.position = position
  }
}
