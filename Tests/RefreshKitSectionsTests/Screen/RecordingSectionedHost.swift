@testable import RefreshKit
@testable import RefreshKitSections

/// A ``SectionedListHost`` that keeps a naive shadow of what a table view would show: it
/// applies every update's change to plain arrays (``Naive/applied(_:to:reading:)``), and
/// records footers, placeholders, spinner and announcements.
@MainActor
final class RecordingSectionedHost: SectionedListHost {
  typealias Item = SectionEntry
  typealias Key = String
  typealias Separator = Int

  /// What the host shows, as plain arrays.
  private(set) var shadow: [NaiveSection] = []
  private(set) var updates: [SectionedRowsUpdate<SectionEntry, String, Int>] = []
  private(set) var problems: [String] = []
  private(set) var footers: [RefreshPresentation.Footer] = []
  private(set) var placeholders: [RefreshPresentation.Placeholder] = []
  private(set) var headers: [RefreshPresentation.PrependHeader] = []
  private(set) var announcements: [String] = []
  /// The topmost row on screen.
  var firstVisibleRow: DerivedIndex?
  /// Called inside ``applySections(_:)``, after the shadow follows the update.
  var whileApplying: ((SectionedRowsUpdate<SectionEntry, String, Int>) -> Void)?

  func applySections(_ update: SectionedRowsUpdate<SectionEntry, String, Int>) {
    updates.append(update)
    let expected = update.rows.allRows.map { NaiveSection(id: $0.section, rows: $0.rows) }
    if update.reloads {
      shadow = expected
    } else {
      do {
        shadow = try Naive.applied(update.change, to: shadow, reading: expected)
      } catch {
        problems.append("update \(updates.count): \(error)")
        shadow = expected
      }
      if shadow != expected {
        problems.append("update \(updates.count): \(SectionsHarness.diff(shadow, expected))")
        shadow = expected
      }
    }
    if let keep = update.keep {
      firstVisibleRow = keep.to
    }
    whileApplying?(update)
  }

  func showFooter(_ footer: RefreshPresentation.Footer) { footers.append(footer) }
  func showPlaceholder(_ placeholder: RefreshPresentation.Placeholder) {
    placeholders.append(placeholder)
  }
  func showPrependHeader(_ header: RefreshPresentation.PrependHeader) { headers.append(header) }
  func announce(_ announcement: String) { announcements.append(announcement) }

  /// The item ids shown, in order.
  var shownItems: [Int] { shadow.flatMap { $0.rows.compactMap(\.itemID) } }
}
