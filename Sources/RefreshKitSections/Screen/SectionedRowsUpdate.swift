/// One change of a sectioned list, as ``SectionedListBinding`` sends it to its host: the rows
/// after it, the exact change from the rows before, and the row to keep where it was.
///
/// ```swift
/// func applySections(_ update: SectionedRowsUpdate<Message, Day, Day>) {
///   if update.reloads { tableView.reloadData() } else { apply(update.change) }
///   if let keep = update.keep { keepOnScreen(keep.to, wasAt: keep.from) }
/// }
/// ```
///
/// Read ``rows`` during the call: a host that holds on to it makes the next change copy it.
public struct SectionedRowsUpdate<
  Item: Identifiable & Sendable, Key: Hashable & Sendable, Separator: Hashable & Sendable
>: Sendable where Item.ID: Sendable {
  /// The rows after the change.
  public var rows: DerivedRows<Item, Key, Separator>
  /// The change from the rows the host showed, in UIKit's batch-update convention.
  public var change: DerivedChange<Item.ID, Key, Separator>
  /// Whether the host reloads everything without animation instead of applying ``change``:
  /// the first rows a host shows, and changes that name more rows than the binding's
  /// animation limit.
  public var reloads: Bool
  /// The row that was topmost on screen (``SectionedListHost/firstVisibleRow``) when rows
  /// changed above it, with its place before and after: the host moves its offset so that it
  /// stays where it was. When a filter hid that row's item, it is the nearest shown
  /// neighbour's row, with its new place and the hidden row's old one. `nil` when nothing
  /// above it changed, or no row is kept.
  public var keep: DerivedChange<Item.ID, Key, Separator>.RowMove?
}
