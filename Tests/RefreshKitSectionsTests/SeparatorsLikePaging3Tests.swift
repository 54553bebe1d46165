import Testing

@testable import RefreshKit
@testable import RefreshKitSections

/// The cases Android Paging 3's `SeparatorsTest` checks for `insertSeparators`, with its letter
/// generator, on one section, through a real window's changes and the naive shadow. Where we
/// differ on purpose: Paging 3 asks for the separator at an end of the list (`before` or
/// `after` null) only once that end of the pagination is reached; we ask at the ends of what
/// is loaded, every time, so a chat shows the day line above its oldest loaded message before
/// the first message of the day has loaded, and the line keeps its id (it moves) when older
/// messages of the same day arrive.
@Suite("Separators, the cases Paging 3's insertSeparators tests")
struct SeparatorsLikePaging3Tests {
  /// Paging 3's letter generator: a capital before the first word of each letter, `END`
  /// (here -1) after the last.
  static let letters = EntryLayout(
    sectionKey: { _ in "" },
    separator: { before, after in
      guard let after else { return before == nil ? nil : -1 }
      let letter = Int(after.name.unicodeScalars.first?.value ?? 0)
      return before?.name.first == after.name.first ? nil : letter
    })

  /// Entries named `words`, ids from `start`.
  func words(_ words: [String], from start: Int) -> [SectionEntry] {
    words.enumerated().map { SectionEntry(id: start + $0.offset, day: 0, name: $0.element) }
  }

  /// What the shown rows say: the words, capitals for the separators, `END` for the end line.
  func shown(_ harness: SectionsHarness) -> [String] {
    harness.shadow.flatMap(\.rows).compactMap { row -> String? in
      switch row {
      case .item(let id): harness.window.items[id: id]?.name
      case .separator(-1, _, _): "END"
      case .separator(let letter, _, _):
        Unicode.Scalar(letter).map { String(Character($0)).uppercased() }
      case .placeholder: nil
      }
    }
  }

  @Test("refresh: a separator between pages and within a page (Paging 3's refreshFull)")
  func refreshFull() throws {
    var harness = SectionsHarness(layout: Self.letters)
    try harness.step {
      $0.replace(with: Page(items: words(["a2", "b1", "c1", "c2"], from: 0), next: 2), key: 1)
    }
    #expect(shown(harness) == ["A", "a2", "B", "b1", "C", "c1", "c2", "END"])
  }

  @Test("pages prepended above: separators between them and the rows below (refreshStartFull)")
  func prependAbove() throws {
    var harness = SectionsHarness(layout: Self.letters)
    try harness.step {
      $0.replace(with: Page(items: words(["c1"], from: 10), previous: 1), key: 2)
    }
    let change = try harness.step {
      $0.prepend(Page(items: words(["a1", "b1", "b2", "b3"], from: 0)), key: 1)
    }
    #expect(shown(harness) == ["A", "a1", "B", "b1", "b2", "b3", "C", "c1", "END"])
    #expect(change.removedRows.isEmpty, "the C line and the end line stay, with their ids")
  }

  @Test("pages appended below: separators where the letter changes (refreshEndFull)")
  func appendBelow() throws {
    var harness = SectionsHarness(layout: Self.letters)
    try harness.step {
      $0.replace(with: Page(items: words(["a1", "a2"], from: 0), next: 2), key: 1)
    }
    let change = try harness.step {
      $0.append(Page(items: words(["c1", "d1", "d2", "d3"], from: 10)), key: 2)
    }
    #expect(shown(harness) == ["A", "a1", "a2", "C", "c1", "D", "d1", "d2", "d3", "END"])
    #expect(change.removedRows.isEmpty && change.movedRows.isEmpty, "the end line keeps its id")
    #expect(change.insertedRows.count == 6, "C, c1, D, d1, d2, d3 above the end line")
  }

  @Test("an empty page adds no separator; the next page's rows get theirs (refreshEmpty…)")
  func emptyPages() throws {
    var harness = SectionsHarness(layout: Self.letters)
    try harness.step { $0.replace(with: Page(items: [], next: 2), key: 1) }
    #expect(shown(harness) == [])
    try harness.step { $0.append(Page(items: words(["a1"], from: 0), next: 3), key: 2) }
    try harness.step { $0.append(Page(items: [], next: 4), key: 3) }
    #expect(shown(harness) == ["A", "a1", "END"])
    try harness.step { $0.append(Page(items: words(["b1"], from: 1)), key: 4) }
    #expect(shown(harness) == ["A", "a1", "B", "b1", "END"])
  }

  @Test("a dropped page takes its separators with it; those of the pages kept stay (drops)")
  func dropsTakeTheirSeparators() throws {
    var harness = SectionsHarness(layout: Self.letters, maxItems: 4)
    try harness.step {
      $0.replace(with: Page(items: words(["a1", "a2"], from: 0), next: 2), key: 1)
    }
    try harness.step {
      $0.append(Page(items: words(["b1", "b2"], from: 2), next: 3), key: 2)
    }
    let change = try harness.step {
      $0.append(Page(items: words(["c1", "c2"], from: 4)), key: 3, protecting: 4)
    }
    #expect(harness.window.items.map(\.name) == ["b1", "b2", "c1", "c2"], "the first page dropped")
    #expect(shown(harness) == ["B", "b1", "b2", "C", "c1", "c2", "END"])
    #expect(change.removedRows.count == 3, "A, a1, a2 go")
  }
}
