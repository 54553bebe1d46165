@testable import RefreshKit
@testable import RefreshKitSections

/// Numbered pages (from 1) of entries, counting what lies around each page when `counts`.
struct EntryServer {
  var pages: [[SectionEntry]]
  var counts = true

  /// `pageCount` pages of `pageSize` entries, ids from 0.
  init(pageCount: Int, pageSize: Int, perDay: Int = 4) {
    pages = (0..<pageCount).map { entries(($0 * pageSize)..<(($0 + 1) * pageSize), perDay: perDay) }
  }

  func page(_ key: Int) -> Page<SectionEntry, Int> {
    let before = pages[..<(key - 1)].reduce(0) { $0 + $1.count }
    let after = pages[key...].reduce(0) { $0 + $1.count }
    return Page(
      items: pages[key - 1], previous: key > 1 ? key - 1 : nil,
      next: key < pages.count ? key + 1 : nil, itemsBefore: counts ? before : nil,
      itemsAfter: counts ? after : nil)
  }
}

/// A pager's window (its real ``ListChange``s), the derived rows following it, and a naive
/// shadow of the shown rows that every derived change is applied to and checked against the
/// rows derived from scratch.
struct SectionsHarness {
  var window: PageWindow<SectionEntry, Int>
  var rows: EntryRows
  var shadow: [NaiveSection]
  /// The derived change of the last step.
  var last = EntryChange(sectionCount: 0)
  /// How often the derived changes did each kind of thing (for suites that must exercise them).
  var tally: [String: Int] = [:]

  init(layout: EntryLayout, maxItems: Int? = nil) {
    window = PageWindow(maxItems: maxItems)
    rows = EntryRows(layout: layout, items: window.items)
    shadow = []
  }

  /// The rows derived from scratch, naively, from the window's items.
  var truth: [NaiveSection] {
    Naive.derive(
      window.items.array, before: window.placeholdersBefore, after: window.placeholdersAfter,
      layout: rows.layout)
  }

  /// The rows the engine holds.
  var engine: [NaiveSection] { rows.allRows.map { NaiveSection(id: $0.section, rows: $0.rows) } }

  /// Follows `edit`'s change of the window and checks it.
  @discardableResult
  mutating func step(_ edit: (inout PageWindow<SectionEntry, Int>) -> ListChange<Int>) throws
    -> EntryChange
  {
    let change = edit(&window)
    last = rows.apply(change, items: window.items)
    try check(last, updatedIDs: change.updatedIDs)
    return last
  }

  /// Lays the rows out with `layout` and checks the change.
  @discardableResult
  mutating func relayout(_ layout: EntryLayout) throws -> EntryChange {
    last = rows.relayout(layout)
    try check(last, updatedIDs: [])
    return last
  }

  /// Applies `change` to the shadow (see ``verify(_:rows:shadow:truth:updatedIDs:)``).
  mutating func check(_ change: EntryChange, updatedIDs: [Int]) throws {
    shadow = try Self.verify(
      change, rows: rows, shadow: shadow, truth: truth, updatedIDs: updatedIDs)
    tally["section inserts", default: 0] += change.insertedSections.count
    tally["section removals", default: 0] += change.removedSections.count
    tally["section moves", default: 0] += change.movedSections.count
    tally["row moves", default: 0] += change.movedRows.count
    tally["moves to another section", default: 0] +=
      change.movedRows.count { $0.from.section != $0.to.section }
    tally["updates", default: 0] += change.updatedRows.count
  }

  /// `shadow` after `change`, which must be `truth` (the rows derived from scratch), as must
  /// the engine's rows; every update names the item at both places, and every item updated
  /// (`updatedIDs`) that showed before and after, in sections that stayed, is updated.
  static func verify(
    _ change: EntryChange, rows: EntryRows, shadow: [NaiveSection], truth: [NaiveSection],
    updatedIDs: [Int]
  ) throws -> [NaiveSection] {
    let engine = rows.allRows.map { NaiveSection(id: $0.section, rows: $0.rows) }
    guard engine == truth else {
      throw ShadowError(description: "engine rows differ from scratch: \(diff(engine, truth))")
    }
    let next = try Naive.applied(change, to: shadow, reading: truth)
    guard next == truth else {
      throw ShadowError(
        description: "the shadow after \(change) differs from scratch: \(diff(next, truth))")
    }
    for update in change.updatedRows {
      guard row(at: update.from, in: shadow) == .item(update.id),
        row(at: update.to, in: truth) == .item(update.id)
      else { throw ShadowError(description: "update \(update) names other rows") }
    }
    let updated = Set(change.updatedRows.map(\.id))
    for id in updatedIDs where !updated.contains(id) {
      guard let was = section(of: id, in: shadow), let now = section(of: id, in: truth),
        truth.contains(where: { $0.id == was }), shadow.contains(where: { $0.id == now })
      else { continue }
      throw ShadowError(description: "item \(id) updated, not in \(change.updatedRows)")
    }
    return next
  }

  /// The first section where `found` and `expected` differ, both ways.
  static func diff(_ found: [NaiveSection], _ expected: [NaiveSection]) -> String {
    let shared = min(found.count, expected.count)
    let index = (0..<shared).first { found[$0] != expected[$0] } ?? shared
    let was = found.indices.contains(index) ? "\(found[index])" : "none"
    let want = expected.indices.contains(index) ? "\(expected[index])" : "none"
    return
      "\(found.count) sections, expected \(expected.count); section \(index) is \(was), expected \(want)"
  }

  static func row(at index: DerivedIndex, in sections: [NaiveSection]) -> EntryRow? {
    guard sections.indices.contains(index.section),
      sections[index.section].rows.indices.contains(index.row)
    else { return nil }
    return sections[index.section].rows[index.row]
  }

  static func section(of id: Int, in sections: [NaiveSection]) -> DerivedSection<String>? {
    sections.first { $0.rows.contains(.item(id)) }?.id
  }
}
