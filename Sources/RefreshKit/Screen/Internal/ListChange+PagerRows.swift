extension ListChange {
  /// The change of every row (``PagerRow``s, placeholders included) that `items`, a change of
  /// a pager's items and placeholders, makes.
  ///
  /// A placeholder is named by its position, so one that is a placeholder before and after
  /// stays where it is; the others come or go with the placeholder counts. Item rows are
  /// `items`' rows, shifted by the placeholders before them. When a placeholder that stays
  /// goes from one side of the items to the other (a jump), the items that stayed cannot keep
  /// their order around it: they move (`oldItemID` names them).
  ///
  /// Costs O(k + p) for the k edits of `items` and the p placeholders that come or go; a jump
  /// adds O(i log k) for the i items that stayed. Nothing is proportional to the rows that
  /// stay, so one row updated among 100,000 costs what it costs among 1,000.
  static func rows<ItemID>(
    of items: ListChange<ItemID>, map: ListChange<ItemID>.IndexMap, oldItemID: (Int) -> ItemID
  ) -> ListChange<PagerRow<ItemID>> where ID == PagerRow<ItemID> {
    let (oldBefore, newBefore) = (items.oldPlaceholdersBefore, items.placeholdersBefore)
    let oldItems = oldBefore..<(oldBefore + items.oldCount)
    let newItems = newBefore..<(newBefore + items.newCount)
    let oldCount = oldItems.upperBound + items.oldPlaceholdersAfter
    let newCount = newItems.upperBound + items.placeholdersAfter
    let old = [0..<oldItems.lowerBound, oldItems.upperBound..<oldCount]
    let new = [0..<newItems.lowerBound, newItems.upperBound..<newCount]
    let removed =
      Array(old[0].subtracting(new).joined())
      + items.removedIndices.map { oldItems.lowerBound + $0 }
      + Array(old[1].subtracting(new).joined())
    let inserted =
      Array(new[0].subtracting(old).joined())
      + items.insertedIndices.map { newItems.lowerBound + $0 }
      + Array(new[1].subtracting(old).joined())
    var moves = items.moves.map {
      Move(id: .item($0.id), from: oldItems.lowerBound + $0.from, to: newItems.lowerBound + $0.to)
    }
    let stayed = items.oldCount - items.removedIndices.count - items.moves.count
    let crossed = old[0].overlaps(new[1]) || old[1].overlaps(new[0])
    if crossed, stayed > 0 {
      for index in 0..<items.oldCount where !map.leaving.sortedContains(index) {
        guard let to = map.newIndex(ofOld: index) else { continue }
        moves.append(
          Move(
            id: .item(oldItemID(index)), from: oldItems.lowerBound + index,
            to: newItems.lowerBound + to))
      }
      moves.sort { $0.to < $1.to }
    }
    return ListChange(
      oldCount: oldCount, newCount: newCount, removedIndices: removed, insertedIndices: inserted,
      moves: moves, updatedIDs: items.updatedIDs.map(PagerRow.item))
  }
}

extension Range<Int> {
  /// The parts of this range outside every range of `others`, in order.
  fileprivate func subtracting(_ others: [Range<Int>]) -> [Range<Int>] {
    var parts = [self]
    for other in others where !other.isEmpty {
      parts = parts.flatMap { part -> [Range<Int>] in
        guard part.overlaps(other) else { return [part] }
        return [
          part.lowerBound..<Swift.max(part.lowerBound, other.lowerBound),
          Swift.min(part.upperBound, other.upperBound)..<part.upperBound,
        ].filter { !$0.isEmpty }
      }
    }
    return parts
  }
}
