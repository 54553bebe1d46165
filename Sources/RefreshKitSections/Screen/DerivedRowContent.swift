/// What one row of a sectioned list draws: the item, the separator's value, or a
/// placeholder. ``SectionedListModel/content(of:)`` resolves a ``DerivedRow`` (an id) into it.
///
/// ```swift
/// switch content {
/// case .item(let message): MessageRow(message)
/// case .separator(let day): DayLine(day)
/// case .placeholder: Text("Loading").redacted(reason: .placeholder)
/// }
/// ```
public enum DerivedRowContent<Item: Identifiable & Sendable, Separator: Hashable & Sendable>:
  Sendable
where Item.ID: Sendable {
  /// A shown item.
  case item(Item)
  /// A separator, with the value the layout returned (a day, say).
  case separator(Separator)
  /// A row the pager counts but does not hold, at this position among the pager's positions.
  case placeholder(Int)
}

extension DerivedRowContent: Equatable where Item: Equatable {}
