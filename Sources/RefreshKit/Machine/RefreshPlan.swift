/// What the refresh in flight of a ``PagerMachine`` is for, and where it stands.
enum RefreshPlan<Cursor: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>: Sendable
where Item.ID: Sendable {
  typealias Loaded = PageWindow<Item, Cursor>.LoadedPage

  /// Replace the window with the page, placed after `itemsBefore` rows when it does not say.
  case replace(itemsBefore: Int?)
  /// Find `anchor` again: in the page it was on, then the next page, then the previous one.
  case keep(anchor: Item.ID, itemsBefore: Int, step: KeepStep)
  /// Refetch the held pages one by one, starting with the page loaded with the load's cursor.
  case revalidate

  /// How far the search for a kept anchor went.
  enum KeepStep: Sendable {
    case center
    case after(center: Loaded)
    case before(center: Loaded)
  }
}
