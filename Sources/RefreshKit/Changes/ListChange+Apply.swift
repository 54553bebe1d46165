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
