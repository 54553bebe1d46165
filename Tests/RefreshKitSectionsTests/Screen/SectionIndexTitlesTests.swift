import Testing

@testable import RefreshKit
@testable import RefreshKitSections

/// The section index a UIKit table shows for sections keyed by a letter (issue 33, part 4):
/// which titles show, and which section each title jumps to.
@Suite("SectionIndexTitles: the section index of letter sections")
struct SectionIndexTitlesTests {
  /// Letter sections A…E of `count` entries, with placeholders around them.
  func letterRows(count: Int = 10, before: Int = 0, after: Int = 0) -> EntryRows {
    EntryRows(
      layout: .letters, items: IdentifiedItems(entries(0..<count)), placeholdersBefore: before,
      placeholdersAfter: after)
  }

  @Test("one title per items section, in the sections' order, jumping to its section")
  func titlesInOrder() {
    let index = letterRows().sectionIndexTitles { $0 }
    #expect(index.titles == ["A", "B", "C", "D", "E"])
    #expect(index.sections == [0, 1, 2, 3, 4])
  }

  @Test("placeholder sections have no title; the titles jump past the placeholders before")
  func placeholderSections() {
    let rows = letterRows(before: 3, after: 2)
    #expect(rows.sectionCount == 7)
    let index = rows.sectionIndexTitles { $0 }
    #expect(index.titles == ["A", "B", "C", "D", "E"])
    #expect(index.sections == [1, 2, 3, 4, 5])
    #expect(rows.sectionID(at: index.sections[0]) == .items("A"))
  }

  @Test("a key without a title adds none; a title shared by two sections shows once, for the first")
  func missingAndSharedTitles() {
    let index = letterRows().sectionIndexTitles { key in
      key == "C" ? nil : key == "D" ? "B" : key
    }
    #expect(index.titles == ["A", "B", "E"])
    #expect(index.sections == [0, 1, 4])
  }

  @Test("no title at all: no index")
  func noTitles() {
    #expect(letterRows().sectionIndexTitles { _ in nil }.isEmpty)
    #expect(letterRows(count: 0).sectionIndexTitles { $0 }.isEmpty)
    #expect(SectionIndexTitles().section(forTitle: "A", at: 0) == 0)
  }

  @Test("a title jumps to its section, even when the table names it at a stale index")
  func titleToSection() {
    let index = letterRows(before: 3).sectionIndexTitles { $0 }
    #expect(index.section(forTitle: "C", at: 2) == 3)
    #expect(index.section(forTitle: "C", at: 4) == 3, "the title wins over a stale index")
    #expect(index.section(forTitle: "Z", at: 1) == 2, "a title gone: the section at its index")
    #expect(index.section(forTitle: "Z", at: 9) == 5, "past the end: the last titled section")
    #expect(index.section(forTitle: "Z", at: -1) == 1)
  }

  @Test("the index follows the rows: a new letter adds its title in place, in O(S)")
  func followsChanges() throws {
    var harness = SectionsHarness(layout: .letters)
    try harness.step { $0.replace(with: Page(items: entries(0..<2)), key: 1) }
    #expect(harness.rows.sectionIndexTitles { $0 }.titles == ["A", "B"])
    try harness.step { $0.append(Page(items: entries(2..<4)), key: 2) }
    let index = harness.rows.sectionIndexTitles { $0 }
    #expect(index.titles == ["A", "B", "C", "D"])
    #expect(index.sections == [0, 1, 2, 3])
  }
}
