/// The section index of a sectioned list (UIKit's index titles along a table's edge): the
/// titles in order, and the section each one jumps to.
///
/// Made by ``DerivedRows/sectionIndexTitles(_:)`` from a title for each section key (a letter
/// for a list grouped by first letter). Placeholder sections have no title; a key without a
/// title (`nil`) adds none; when several sections share a title (keys "a" and "A" both titled
/// "A"), it appears once, and jumps to the first of them.
package struct SectionIndexTitles: Hashable, Sendable {
  /// The titles, in the order of their first section.
  package var titles: [String] = []
  /// The index of the section each title jumps to, in the same order as ``titles``.
  package var sections: [Int] = []

  /// Whether there is no title: the list shows no index.
  package var isEmpty: Bool { titles.isEmpty }

  /// The section that the title at `index` of ``titles`` jumps to, checked against `title`
  /// (the index the table view names may be from titles it has not reloaded yet): the
  /// section of `title` when `index` names another title, and the nearest section before
  /// `index`'s when `title` is gone; 0 when there is no title at all.
  package func section(forTitle title: String, at index: Int) -> Int {
    if titles.indices.contains(index), titles[index] == title { return sections[index] }
    if let named = titles.firstIndex(of: title) { return sections[named] }
    guard !sections.isEmpty else { return 0 }
    return sections[min(max(index, 0), sections.count - 1)]
  }
}

extension DerivedRows {
  /// The section index of these rows, titling each items section by `indexTitle` of its key
  /// (see ``SectionIndexTitles`` for the rules). O(S) for S sections.
  ///
  /// ```swift
  /// let index = rows.sectionIndexTitles { name in name.first.map { String($0).uppercased() } }
  /// ```
  package func sectionIndexTitles(_ indexTitle: (Key) -> String?) -> SectionIndexTitles {
    var index = SectionIndexTitles()
    var seen: Set<String> = []
    for (place, key) in order.enumerated() {
      guard let title = indexTitle(key), seen.insert(title).inserted else { continue }
      index.titles.append(title)
      index.sections.append(leadingSections + place)
    }
    return index
  }
}
