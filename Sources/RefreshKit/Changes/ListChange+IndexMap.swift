extension ListChange {
  /// Where a row of the old list is in the new one, and back, read from the change alone.
  ///
  /// Building it sorts the k edits (removed, inserted and moved rows): O(k log k). Each
  /// look-up is a binary search, O(log k): a row that stayed is the r-th row that neither
  /// left nor arrived, on both sides. Nothing is proportional to the length of the lists.
  package struct IndexMap {
    /// Old indices of the rows removed, ascending.
    let removed: [Int]
    /// New indices of the rows inserted, ascending.
    let inserted: [Int]
    /// Old indices of the rows removed or moved away, ascending.
    let leaving: [Int]
    /// New indices of the rows inserted or moved in, ascending.
    let arriving: [Int]
    /// The moves, by ``Move/from``.
    let movesByFrom: [Move]
    /// The moves, by ``Move/to``.
    let movesByTo: [Move]

    package init(_ change: ListChange) {
      removed = change.removedIndices.sorted()
      inserted = change.insertedIndices.sorted()
      movesByFrom = change.moves.sorted { $0.from < $1.from }
      movesByTo = change.moves.sorted { $0.to < $1.to }
      leaving = (removed + movesByFrom.map(\.from)).sorted()
      arriving = (inserted + movesByTo.map(\.to)).sorted()
    }

    /// Whether the old row `old` was removed.
    func isRemoved(_ old: Int) -> Bool { removed.sortedContains(old) }

    /// Whether the new row `new` was inserted.
    func isInserted(_ new: Int) -> Bool { inserted.sortedContains(new) }

    /// The new index of old row `old`; `nil` when it was removed.
    func newIndex(ofOld old: Int) -> Int? {
      if isRemoved(old) { return nil }
      let position = movesByFrom.sortedLowerBound(old, by: \.from)
      if position < movesByFrom.count, movesByFrom[position].from == old {
        return movesByFrom[position].to
      }
      return arriving.nonMember(old - leaving.sortedLowerBound(old))
    }

    /// The old index of new row `new`; `nil` when it was inserted.
    package func oldIndex(ofNew new: Int) -> Int? {
      if isInserted(new) { return nil }
      let position = movesByTo.sortedLowerBound(new, by: \.to)
      if position < movesByTo.count, movesByTo[position].to == new {
        return movesByTo[position].from
      }
      return leaving.nonMember(new - arriving.sortedLowerBound(new))
    }
  }
}

extension Array {
  /// The first position whose `key` is not below `value`, in an array ascending by `key`.
  package func sortedLowerBound(_ value: Int, by key: (Element) -> Int) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if key(self[middle]) < value { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

extension Array where Element == Int {
  /// The first position whose value is not below `value`, in an ascending array.
  package func sortedLowerBound(_ value: Int) -> Int { sortedLowerBound(value, by: { $0 }) }

  /// Whether an ascending array holds `value`.
  package func sortedContains(_ value: Int) -> Bool {
    let position = sortedLowerBound(value)
    return position < count && self[position] == value
  }

  /// The `rank`-th (from 0) non-negative integer this ascending array of distinct values does
  /// not hold: the k members below it are the first k, those with `self[k] - k <= rank`.
  func nonMember(_ rank: Int) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if self[middle] - middle <= rank { low = middle + 1 } else { high = middle }
    }
    return rank + low
  }
}
