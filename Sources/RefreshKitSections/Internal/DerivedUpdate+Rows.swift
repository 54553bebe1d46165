import RefreshKit

extension DerivedUpdate {
  /// The rows' part of the change: placeholders that came or went, and the rows of every
  /// touched section that stayed, diffed (O(s) each); an item that left one such section for
  /// another moves there. Then the updated items, at both places.
  mutating func diffRows(of rows: Rows, updatedIDs: [Item.ID]) {
    let newLeading = rows.leadingSections
    if before.placeholdersBefore > 0, rows.placeholdersBefore > 0 {
      placeholderRows(
        old: 0..<before.placeholdersBefore, new: 0..<rows.placeholdersBefore,
        sections: (0, 0))
    }
    if before.placeholdersAfter > 0, rows.placeholdersAfter > 0 {
      let start = rows.placeholdersBefore + rows.items.count
      placeholderRows(
        old: before.placeholderStart..<(before.placeholderStart + before.placeholdersAfter),
        new: start..<(start + rows.placeholdersAfter),
        sections: (before.leading + before.itemSections, newLeading + rows.order.count))
    }
    var leaving: [Item.ID: DerivedIndex] = [:]
    var arriving: [Item.ID: DerivedIndex] = [:]
    for key in keys {
      guard let was = before.states[key], let now = after[key], let oldPlace = before.places[key],
        let newPlace = newPlaces[key]
      else { continue }
      let (oldSection, newSection) = (before.leading + oldPlace, newLeading + newPlace)
      let diff = ListChange<Change.Row>(
        from: was.rows, to: now.rows, id: { $0 }, isUpdated: { _, _ in false })
      for index in diff.removedIndices {
        let place = DerivedIndex(section: oldSection, row: index)
        if let id = was.rows[index].itemID {
          leaving[id] = place
        } else {
          change.removedRows.append(place)
        }
      }
      for index in diff.insertedIndices {
        let place = DerivedIndex(section: newSection, row: index)
        if let id = now.rows[index].itemID {
          arriving[id] = place
        } else {
          change.insertedRows.append(place)
        }
      }
      for move in diff.moves {
        change.movedRows.append(
          Change.RowMove(
            id: move.id, from: DerivedIndex(section: oldSection, row: move.from),
            to: DerivedIndex(section: newSection, row: move.to)))
      }
    }
    for (id, from) in leaving {
      if let to = arriving.removeValue(forKey: id) {
        change.movedRows.append(Change.RowMove(id: .item(id), from: from, to: to))
      } else {
        change.removedRows.append(from)
      }
    }
    change.insertedRows += arriving.values
    for id in updatedIDs {
      guard let was = before.updated[id], let oldPlace = before.places[was.key],
        after[was.key] != nil, let now = rows.place(ofItem: id),
        let newPlace = newPlaces[now.key], before.states[now.key] != nil
      else { continue }
      change.updatedRows.append(
        Change.RowUpdate(
          id: id, from: DerivedIndex(section: before.leading + oldPlace, row: was.row),
          to: DerivedIndex(section: newLeading + newPlace, row: now.row)))
    }
    change.removedRows.sort()
    change.insertedRows.sort()
    change.movedRows.sort { $0.to < $1.to }
    change.updatedRows.sort { $0.to < $1.to }
    change.newSectionCount = rows.sectionCount
  }

  /// The placeholder rows (named by position) of one placeholders section that stayed, `old`
  /// before and `new` after, that came or went: O(1) plus one index per such row.
  mutating func placeholderRows(old: Range<Int>, new: Range<Int>, sections: (old: Int, new: Int)) {
    for part in old.outside(new) {
      for position in part {
        change.removedRows.append(
          DerivedIndex(section: sections.old, row: position - old.lowerBound))
      }
    }
    for part in new.outside(old) {
      for position in part {
        change.insertedRows.append(
          DerivedIndex(section: sections.new, row: position - new.lowerBound))
      }
    }
  }
}

extension Range<Int> {
  /// The (at most two) parts of this range outside `other`, in order.
  fileprivate func outside(_ other: Range<Int>) -> [Range<Int>] {
    let head = lowerBound..<Swift.max(lowerBound, Swift.min(upperBound, other.lowerBound))
    let tail = Swift.max(lowerBound, Swift.min(upperBound, other.upperBound))..<upperBound
    return [head, tail].filter { !$0.isEmpty }
  }
}
