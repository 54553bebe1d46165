extension ListChange {
  /// Applies this change to `old` the way a table view applies batch updates: removals and
  /// move sources against old indices, insertions and move targets against new indices.
  ///
  /// `inserted` gives the element for each inserted index of the new list. Values of items
  /// that stayed or moved come from `old`; replace the ``updatedIDs`` afterwards.
  ///
  /// ```swift
  /// var mirror = change.applied(to: mirror) { newItems[$0] }
  /// ```
  @inlinable
  public func applied<Element>(to old: [Element], inserted: (Int) -> Element) -> [Element] {
    var leaving = [Bool](repeating: false, count: old.count)
    for index in removedIndices where old.indices.contains(index) { leaving[index] = true }
    for move in moves where old.indices.contains(move.from) { leaving[move.from] = true }
    var staying = old.indices.lazy.filter { !leaving[$0] }.makeIterator()
    var arriving: [Int: Element] = [:]
    for index in insertedIndices { arriving[index] = inserted(index) }
    for move in moves where old.indices.contains(move.from) { arriving[move.to] = old[move.from] }
    var result: [Element] = []
    result.reserveCapacity(newCount)
    for index in 0..<newCount {
      if let element = arriving[index] {
        result.append(element)
      } else if let next = staying.next() {
        result.append(old[next])
      }
    }
    return result
  }
}

extension ListChange {
  /// Applies this change to `list` in place, as ``applied(to:inserted:)`` does to a copy.
  ///
  /// Costs O(k log k) for the k edits, plus one shift of the rows after the first row that
  /// leaves or arrives: a change with no removal, insertion or move (updates alone) touches
  /// nothing, and a page appended to a list of 100,000 moves no row that stays. The shift
  /// copies the list first when its storage is shared (copy-on-write).
  func apply<Element>(to list: inout [Element], inserted: (Int) -> Element) {
    let map = IndexMap(self)
    guard !map.leaving.isEmpty || !map.arriving.isEmpty else { return }
    var moved: [Int: Element] = [:]
    for move in moves { moved[move.to] = list[move.from] }
    if let first = map.leaving.first {
      var write = first
      var next = 0
      for read in first..<list.count {
        if next < map.leaving.count, map.leaving[next] == read {
          next += 1
        } else {
          list[write] = list[read]
          write += 1
        }
      }
      list.removeLast(list.count - write)
    }
    let arriving = map.arriving.map { moved[$0] ?? inserted($0) }
    var read = list.count - 1
    list.append(contentsOf: arriving)
    var write = list.count - 1
    var next = arriving.count - 1
    while next >= 0 {
      if map.arriving[next] == write {
        list[write] = arriving[next]
        next -= 1
      } else {
        list[write] = list[read]
        read -= 1
      }
      write -= 1
    }
  }
}
