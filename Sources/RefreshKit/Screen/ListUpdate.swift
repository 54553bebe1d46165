/// How a list view must show one change of a ``Pager``'s rows: the rows in their new order,
/// the exact change set, and whether to animate it or reload everything.
///
/// ``PagerListBinding`` makes one for every ``ListChange`` and hands it to its
/// ``PagerListHost`` as ``PagerRowsUpdate/rows``. A diffable data source applies ``ids``
/// (reconfiguring ``ListChange/updatedIDs``); a batch-update host applies ``change``.
///
/// ```swift
/// func applyRows(_ update: PagerRowsUpdate<Repository.ID>) {
///   var snapshot = NSDiffableDataSourceSnapshot<Int, PagerRow<Repository.ID>>()
///   snapshot.appendSections([0])
///   snapshot.appendItems(update.rows.ids, toSection: 0)
///   switch update.rows.style {
///   case .reloadData: dataSource.applySnapshotUsingReloadData(snapshot)
///   case .animated:
///     snapshot.reconfigureItems(update.rows.change.updatedIDs)
///     dataSource.apply(snapshot, animatingDifferences: true)
///   }
/// }
/// ```
public struct ListUpdate<ID: Hashable & Sendable>: Hashable, Sendable {
  /// How to show the change.
  public enum Style: Hashable, Sendable {
    /// Reload every row without animation: the first rows (the view showed none), a list
    /// that was replaced (a new query, a refresh that kept nothing), a change too large to
    /// animate, or a view whose row count no longer matches the change
    /// (``ListChange/oldCount``).
    case reloadData
    /// Apply ``ListUpdate/change`` as batch updates, with animation.
    case animated
  }

  /// Whether to animate or reload.
  public var style: Style
  /// Every row's id after the change, in order.
  public var ids: [ID]
  /// The exact change from the rows shown before.
  public var change: ListChange<ID>

  /// Creates an update from its parts.
  package init(style: Style, ids: [ID], change: ListChange<ID>) {
    self.style = style
    self.ids = ids
    self.change = change
  }
}
