@testable import RefreshKit
@testable import RefreshKitSections

/// A section as the naive reference sees it: plain arrays, nothing shared with `DerivedRows`.
struct NaiveSection: Equatable, CustomStringConvertible {
  var id: DerivedSection<String>
  var rows: [EntryRow]

  var description: String { "\(id): \(rows)" }
}

/// What a failed shadow application found.
struct ShadowError: Error, CustomStringConvertible {
  var description: String
}

/// The naive reference: rows derived from scratch with linear scans, and a change applied to
/// plain arrays the way UIKit applies a batch update.
enum Naive {
  /// Every section and row of `items` with `before` and `after` placeholders, from scratch.
  static func derive(
    _ items: [SectionEntry], before: Int, after: Int, layout: EntryLayout
  ) -> [NaiveSection] {
    var result: [NaiveSection] = []
    if before > 0 {
      result.append(
        NaiveSection(id: .placeholdersBefore, rows: (0..<before).map { .placeholder($0) }))
    }
    var keys: [String] = []
    var groups: [String: [SectionEntry]] = [:]
    for item in items where layout.isShown(item) {
      let key = layout.sectionKey(item)
      if groups[key] == nil { keys.append(key) }
      groups[key, default: []].append(item)
    }
    for key in keys {
      let group = groups[key] ?? []
      var rows: [EntryRow] = []
      var counts: [Int: Int] = [:]
      for index in 0...group.count {
        let previous = index > 0 ? group[index - 1] : nil
        let next = index < group.count ? group[index] : nil
        if let separator = layout.separator?(previous, next) {
          rows.append(.separator(separator, section: key, repeat: counts[separator, default: 0]))
          counts[separator, default: 0] += 1
        }
        if let next { rows.append(.item(next.id)) }
      }
      result.append(NaiveSection(id: .items(key), rows: rows))
    }
    if after > 0 {
      let start = before + items.count
      result.append(
        NaiveSection(
          id: .placeholdersAfter, rows: (start..<(start + after)).map { .placeholder($0) }))
    }
    return result
  }

  /// `old` after `change`, applied as UIKit applies a batch update: removals and move sources
  /// at old places, inserts and move targets at new places, everything else in its order.
  /// What a section or row insert shows is read from `new` (as a table view asks its data
  /// source); everything else comes from `old`.
  static func applied(_ change: EntryChange, to old: [NaiveSection], reading new: [NaiveSection])
    throws -> [NaiveSection]
  {
    guard change.oldSectionCount == old.count else {
      throw ShadowError(
        description: "oldSectionCount \(change.oldSectionCount), shadow has \(old.count)")
    }
    let removed = Set(change.removedSections)
    let inserted = Set(change.insertedSections)
    var leaving = removed
    var movedTo: [Int: Int] = [:]
    for move in change.movedSections {
      guard old.indices.contains(move.from), old[move.from].id == move.id else {
        throw ShadowError(description: "section move \(move) does not match the shadow")
      }
      leaving.insert(move.from)
      movedTo[move.to] = move.from
    }
    var stayed = old.indices.filter { !leaving.contains($0) }.makeIterator()
    var result: [NaiveSection] = []
    for index in 0..<change.newSectionCount {
      if inserted.contains(index) {
        guard new.indices.contains(index) else {
          throw ShadowError(description: "inserted section \(index) out of range")
        }
        result.append(new[index])
        continue
      }
      guard let from = movedTo[index] ?? stayed.next() else {
        throw ShadowError(description: "no old section for new section \(index)")
      }
      result.append(
        try rows(
          of: old[from], from: from, to: index, change, reading: new, removed: removed,
          inserted: inserted))
    }
    if let extra = stayed.next() {
      throw ShadowError(description: "old section \(extra) left over")
    }
    return result
  }

  /// The rows of `section` (old index `from`, new index `to`) after `change`.
  private static func rows(
    of section: NaiveSection, from: Int, to: Int, _ change: EntryChange,
    reading new: [NaiveSection],
    removed: Set<Int>, inserted: Set<Int>
  ) throws -> NaiveSection {
    for place in change.removedRows + change.movedRows.map(\.from)
    where removed.contains(place.section) {
      throw ShadowError(description: "row \(place) named in removed section")
    }
    for place in change.insertedRows + change.movedRows.map(\.to)
    where inserted.contains(place.section) {
      throw ShadowError(description: "row \(place) named in inserted section")
    }
    var leaving = Set(change.removedRows.filter { $0.section == from }.map(\.row))
    var arriving: [Int: EntryRow] = [:]
    for move in change.movedRows {
      if move.from.section == from {
        guard section.rows.indices.contains(move.from.row), section.rows[move.from.row] == move.id
        else {
          throw ShadowError(description: "row move \(move) does not match the shadow")
        }
        leaving.insert(move.from.row)
      }
      if move.to.section == to { arriving[move.to.row] = move.id }
    }
    for place in change.insertedRows where place.section == to {
      guard new.indices.contains(to), new[to].rows.indices.contains(place.row) else {
        throw ShadowError(description: "inserted row \(place) out of range")
      }
      arriving[place.row] = new[to].rows[place.row]
    }
    guard leaving.allSatisfy({ section.rows.indices.contains($0) }) else {
      throw ShadowError(description: "removed rows \(leaving.sorted()) out of section \(from)")
    }
    var stayed = section.rows.indices.filter { !leaving.contains($0) }.map { section.rows[$0] }
      .makeIterator()
    var rows: [EntryRow] = []
    let count = section.rows.count - leaving.count + arriving.count
    guard arriving.keys.allSatisfy({ $0 < count }) else {
      throw ShadowError(description: "rows arriving past the end of section \(to): \(arriving)")
    }
    for index in 0..<count {
      if let row = arriving[index] {
        rows.append(row)
      } else if let row = stayed.next() {
        rows.append(row)
      } else {
        throw ShadowError(description: "section \(to) has a gap at row \(index)")
      }
    }
    return NaiveSection(id: section.id, rows: rows)
  }
}
