extension ListChange {
  /// The change from `old` to `new`, matched by `id`; `isUpdated` says whether an item
  /// present in both changed its value.
  ///
  /// Runs in O(n) hashing for n = `old.count + new.count`, and is inlinable, so it is
  /// specialized for your element type. Moves are the complement of the
  /// longest run of items that kept their relative order (so moving one row moves one row);
  /// finding it is linear when few items moved and O(n log n) at worst. When an id repeats
  /// within a list, its first occurrence is matched and the rest count as removed or inserted.
  ///
  /// ```swift
  /// let change = ListChange(from: old, to: new, id: \.id) { $0 != $1 }
  /// ```
  @inlinable
  public init<Element>(
    from old: some RandomAccessCollection<Element>,
    to new: some RandomAccessCollection<Element>,
    id: (Element) -> ID,
    isUpdated: (Element, Element) -> Bool
  ) {
    let oldItems = Array(old)
    let newItems = Array(new)
    var oldIndexByID: [ID: Int] = Dictionary(minimumCapacity: oldItems.count)
    var index = 0
    while index < oldItems.count {
      let key = id(oldItems[index])
      if oldIndexByID[key] == nil { oldIndexByID[key] = index }
      index += 1
    }
    var matched = [Bool](repeating: false, count: oldItems.count)
    var inserted: [Int] = []
    var commonOld: [Int] = []
    var commonNew: [Int] = []
    commonOld.reserveCapacity(min(oldItems.count, newItems.count))
    commonNew.reserveCapacity(min(oldItems.count, newItems.count))
    var updated: [ID] = []
    var newIndex = 0
    while newIndex < newItems.count {
      let item = newItems[newIndex]
      if let oldIndex = oldIndexByID[id(item)], !matched[oldIndex] {
        matched[oldIndex] = true
        commonOld.append(oldIndex)
        commonNew.append(newIndex)
        if isUpdated(oldItems[oldIndex], item) { updated.append(id(item)) }
      } else {
        inserted.append(newIndex)
      }
      newIndex += 1
    }
    var removed: [Int] = []
    for position in matched.indices where !matched[position] { removed.append(position) }
    let keeps = Self.longestIncreasingRun(commonOld)
    var moves: [Move] = []
    for position in commonOld.indices where !keeps[position] {
      let to = commonNew[position]
      moves.append(Move(id: id(newItems[to]), from: commonOld[position], to: to))
    }
    self.init(
      oldCount: oldItems.count, newCount: newItems.count, removedIndices: removed,
      insertedIndices: inserted, moves: moves, updatedIDs: updated)
    self.removed = RemovedIDs(ids: removed.map { id(oldItems[$0]) })
  }

  /// Marks the members of one longest strictly increasing subsequence of `values`.
  ///
  /// Patience sorting with a fast path for values larger than every tail, so a sequence that
  /// is mostly in order costs O(n).
  @usableFromInline
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
  @inlinable
  public init<Element: Identifiable & Equatable>(
    from old: some RandomAccessCollection<Element>,
    to new: some RandomAccessCollection<Element>
  ) where Element.ID == ID {
    self.init(from: old, to: new, id: { $0.id }, isUpdated: !=)
  }
}
