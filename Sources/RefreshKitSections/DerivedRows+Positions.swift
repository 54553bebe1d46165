import RefreshKit

extension DerivedRows {
  /// The pager's position (among its placeholders and items) of the row at `index`: an item's
  /// own; a separator's item after it in its section, else the one before it; a
  /// placeholder's own. `nil` outside the rows. O(log s) for a section of s rows.
  ///
  /// Use it as the anchor, and report it with ``prefetchPosition(ofShown:)`` to
  /// ``Pager/positionDidAppear(_:prefetchAt:)`` (``DerivedRowsDriver`` does both).
  package func pagerPosition(of index: DerivedIndex) -> Int? {
    guard index.section >= 0, index.section < sectionCount, index.row >= 0 else { return nil }
    switch sectionID(at: index.section) {
    case .placeholdersBefore:
      return index.row < placeholdersBefore ? index.row : nil
    case .placeholdersAfter:
      return index.row < placeholdersAfter
        ? placeholdersBefore + items.count + index.row : nil
    case .items(let key):
      guard let state = sections[key], index.row < state.rows.count else { return nil }
      let after = state.itemRows.sortedLowerBound(index.row)
      guard let member = after < state.members.count ? after : state.members.indices.last,
        let position = items.index(id: state.members[member])
      else { return nil }
      return placeholdersBefore + position
    }
  }

  /// The row that shows the pager's position `position`: a placeholder's row, a shown item's
  /// row, or for an item the filter hides, the row of its nearest shown neighbour (the one
  /// before it on a tie), which is what keeps the user's place when the filter changes.
  /// `nil` when no row shows at all. O(log s) for a shown item; O(d) more for a hidden one,
  /// d rows from its neighbour.
  package func index(ofPagerPosition position: Int) -> DerivedIndex? {
    if position < placeholdersBefore {
      return position >= 0 ? DerivedIndex(section: 0, row: position) : nil
    }
    let itemIndex = position - placeholdersBefore
    if itemIndex >= items.count {
      let row = itemIndex - items.count
      guard row < placeholdersAfter else { return nil }
      return DerivedIndex(section: leadingSections + order.count, row: row)
    }
    for distance in 0..<max(items.count, 1) {
      for candidate in [itemIndex - distance, itemIndex + distance]
      where items.indices.contains(candidate) {
        if let index = index(ofItem: items[candidate].id) { return index }
      }
    }
    return nil
  }

  /// The row of the shown item `id`. O(log s).
  public func index(ofItem id: Item.ID) -> DerivedIndex? {
    guard let place = place(ofItem: id), let section = orderIndex(of: place.key, in: items)
    else { return nil }
    return DerivedIndex(section: leadingSections + section, row: place.row)
  }

  /// How many rows of the items sections are before the row at `index` and after it
  /// (placeholders not counted). O(S).
  package func itemRowsAround(_ index: DerivedIndex) -> (before: Int, after: Int) {
    var before = 0
    var after = 0
    for (place, key) in order.enumerated() {
      let count = sections[key]?.rows.count ?? 0
      let section = leadingSections + place
      if section < index.section {
        before += count
      } else if section > index.section {
        after += count
      } else {
        before += index.row
        after += count - index.row - 1
      }
    }
    return (before, after)
  }

  /// The pager position to report for prefetching when the row at `index` appears: the one
  /// as far from the pager's last item as the row is from the last shown row (or from the
  /// first, whichever is nearer), so a filter that shows few rows does not make the pager
  /// think the user is far from the end. A placeholder reports its own position. O(S).
  package func prefetchPosition(ofShown index: DerivedIndex) -> Int? {
    guard let position = pagerPosition(of: index) else { return nil }
    guard case .items = sectionID(at: index.section), !items.isEmpty else { return position }
    let around = itemRowsAround(index)
    if around.after <= around.before {
      return placeholdersBefore + max(0, items.count - 1 - around.after)
    }
    return placeholdersBefore + min(items.count - 1, around.before)
  }

  /// The row at `index`, `nil` outside the rows: O(1) for an item or a separator.
  ///
  /// ```swift
  /// switch rows.row(at: DerivedIndex(section: indexPath.section, row: indexPath.row)) {
  /// case .item(let id)?: configure(cell, with: pager.items[id: id])
  /// case .separator(let day, _, _)?: configureDayLine(cell, day)
  /// case .placeholder?, nil: configurePlaceholder(cell)
  /// }
  /// ```
  public func row(at index: DerivedIndex) -> Row? {
    guard index.section >= 0, index.section < sectionCount, index.row >= 0 else { return nil }
    switch sectionID(at: index.section) {
    case .placeholdersBefore:
      return index.row < placeholdersBefore ? .placeholder(index.row) : nil
    case .placeholdersAfter:
      return index.row < placeholdersAfter
        ? .placeholder(placeholdersBefore + items.count + index.row) : nil
    case .items(let key):
      guard let rows = sections[key]?.rows, index.row < rows.count else { return nil }
      return rows[index.row]
    }
  }

  /// Where `row` is now: O(log s) for an item, O(s) for a separator in a section of s rows,
  /// O(1) for a placeholder. `nil` when no row has that id.
  package func index(of row: Row) -> DerivedIndex? {
    switch row {
    case .item(let id): return index(ofItem: id)
    case .placeholder(let position):
      guard position < placeholdersBefore || position >= placeholdersBefore + items.count
      else { return nil }
      return index(ofPagerPosition: position)
    case .separator(_, let key, _):
      guard let rows = sections[key]?.rows, let first = sections[key]?.members.first,
        let section = index(ofItem: first)?.section, let at = rows.firstIndex(of: row)
      else { return nil }
      return DerivedIndex(section: section, row: at)
    }
  }
}
