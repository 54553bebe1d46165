extension Pager {
  /// Every row a list of this pager shows, in order: a placeholder for each row counted but
  /// not held, then the items, then the placeholders after them. Identifiers are unique and
  /// stable (see ``PagerRow``): key SwiftUI rows and diffable snapshots by them.
  ///
  /// ```swift
  /// ForEach(pager.rows, id: \.self) { row in
  ///   if let item = row.itemID.flatMap({ pager.items[id: $0] }) { Text(item.title) }
  /// }
  /// ```
  public var rows: [PagerRow<Item.ID>] {
    PagerRowsPlanner.rows(
      placeholdersBefore: placeholdersBefore, ids: items.ids, placeholdersAfter: placeholdersAfter)
  }
}
