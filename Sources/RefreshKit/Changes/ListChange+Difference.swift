extension ListChange {
  /// The change from `old` to `new`, matched by `id`; `isUpdated` says whether an item
  /// present in both changed its value.
  ///
  /// Runs in O(n) hashing for n = `old.count + new.count`. Moves are the complement of the
  /// longest run of items that kept their relative order (so moving one row moves one row);
  /// finding it is linear when few items moved and O(n log n) at worst. When an id repeats
  /// within a list, its first occurrence is matched and the rest count as removed or inserted.
  ///
  /// ```swift
  /// let change = ListChange(from: old, to: new, id: \.id) { $0 != $1 }
  /// ```
  public init<Element>(
    from old: some RandomAccessCollection<Element>,
    to new: some RandomAccessCollection<Element>,
    id: (Element) -> ID,
    isUpdated: (Element, Element) -> Bool
  ) {
    let oldItems = Array(old)
    let newItems = Array(new)
    var oldIndexByID: [ID: Int] = Dictionary(minimumCapacity: oldItems.count)
    for (index, item) in oldItems.enumerated() where oldIndexByID[id(item)] == nil {
      oldIndexByID[id(item)] = index
    }
    var matched = [Bool](repeating: false, count: oldItems.count)
    var inserted: [Int] = []
    var common: [(old: Int, new: Int)] = []
    common.reserveCapacity(min(oldItems.count, newItems.count))
    var updated: [ID] = []
    for (newIndex, item) in newItems.enumerated() {
      let itemID = id(item)
      guard let oldIndex = oldIndexByID[itemID], !matched[oldIndex] else {
        inserted.append(newIndex)
        continue
      }
      matched[oldIndex] = true
      common.append((oldIndex, newIndex))
      if isUpdated(oldItems[oldIndex], item) { updated.append(itemID) }
    }
    let removed = matched.indices.filter { !matched[$0] }
    let keeps = Self.longestIncreasingRun(common.map(\.old))
    var moves: [Move] = []
    for (position, pair) in common.enumerated() where !keeps[position] {
      moves.append(Move(id: id(newItems[pair.new]), from: pair.old, to: pair.new))
    }
    self.init(
      oldCount: oldItems.count, newCount: newItems.count, removedIndices: removed,
      insertedIndices: inserted, moves: moves, updatedIDs: updated)
  }

  /// Marks the members of one longest strictly increasing subsequence of `values`.
  ///
  /// Patience sorting with a fast path for values larger than every tail, so a sequence that
  /// is mostly in order costs O(n).
  static func longestIncreasingRun(_ values: [Int]) -> [Bool] {
    guard !values.isEmpty else { return [] }
    var tails: [Int] = []  // positions in `values`: tails[k] ends a run of length k + 1
    var previous = [Int](repeating: -1, count: values.count)
    tails.reserveCapacity(values.count)
    for (position, value) in values.enumerated() {
      if let last = tails.last, values[last] >= value {
        var low = 0
        var high = tails.count - 1
        while low < high {
          let middle = (low + high) / 2
          if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        previous[position] = low > 0 ? tails[low - 1] : -1
        tails[low] = position
      } else {
        previous[position] = tails.last ?? -1
        tails.append(position)
      }
    }
    var keeps = [Bool](repeating: false, count: values.count)
    var cursor = tails.last ?? -1
    while cursor >= 0 {
      keeps[cursor] = true
      cursor = previous[cursor]
    }
    return keeps
  }
}

extension ListChange {
  /// The change from `old` to `new` for identifiable, equatable items.
  ///
  /// ```swift
  /// let change = ListChange(from: oldRepositories, to: newRepositories)
  /// ```
  public init<Element: Identifiable & Equatable>(
    from old: some RandomAccessCollection<Element>,
    to new: some RandomAccessCollection<Element>
  ) where Element.ID == ID {
    self.init(from: old, to: new, id: \.id, isUpdated: !=)
  }
}
