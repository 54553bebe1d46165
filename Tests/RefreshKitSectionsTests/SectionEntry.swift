@testable import RefreshKit
@testable import RefreshKitSections

/// A row of the derived-rows tests: a day (for day lines and day sections), a name (for letter
/// sections) and a flag a filter hides.
struct SectionEntry: Identifiable, Equatable, Sendable, CustomStringConvertible {
  let id: Int
  var day: Int
  var name: String
  var muted = false

  var description: String { "\(id)@\(day)\(name.prefix(1))\(muted ? "m" : "")" }
}

typealias EntryRows = DerivedRows<SectionEntry, String, Int>
typealias EntryRow = DerivedRow<Int, String, Int>
typealias EntryLayout = DerivedRowsLayout<SectionEntry, String, Int>
typealias EntryChange = DerivedChange<Int, String, Int>

extension EntryLayout {
  /// One section; a day line before the first entry of each day (at the top too), and an end
  /// line (-1) after the last entry when `endLine`.
  static func dayLines(endLine: Bool = false) -> Self {
    EntryLayout(
      sectionKey: { _ in "" },
      separator: { before, after in
        guard let after else { return endLine && before != nil ? -1 : nil }
        return after.day == before?.day ? nil : after.day
      })
  }

  /// Sections by the name's first letter, no separators.
  static var letters: Self { EntryLayout(sectionKey: { String($0.name.prefix(1)) }) }

  /// Sections by day, with a line (the day's parity) between two entries of different names'
  /// letters, and lines at both ends of each section.
  static var daysWithLines: Self {
    EntryLayout(
      sectionKey: { "d\($0.day)" },
      separator: { before, after in
        guard let before, let after else { return before == nil ? 1_000 : 2_000 }
        return before.name.prefix(1) == after.name.prefix(1) ? nil : after.day % 2
      })
  }
}

/// `count` entries from id `start`: days advance every `perDay` entries, names cycle A…E.
func entries(_ range: Range<Int>, perDay: Int = 4) -> [SectionEntry] {
  range.map {
    SectionEntry(id: $0, day: $0 / perDay, name: ["Ann", "Bo", "Cy", "Di", "Ed"][$0 % 5])
  }
}
