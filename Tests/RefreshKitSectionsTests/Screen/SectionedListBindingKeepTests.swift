import Testing

@_spi(Diagnostics) @testable import RefreshKit
@testable import RefreshKitSections

/// The row a UIKit host keeps in place through a filter change (issue 33, part 3: the anchor
/// row, or its nearest shown neighbour, stays on screen).
@MainActor
@Suite("SectionedListBinding: the place kept through filter changes", .timeLimit(.minutes(1)))
struct SectionedListBindingKeepTests {
  /// A host that records what it is sent and reports `firstVisibleRow` as set.
  final class RecordingHost: SectionedListHost {
    var keeps: [DerivedChange<Int, String, Int>.RowMove?] = []
    var firstVisibleRow: DerivedIndex?
    func applySections(_ update: SectionedRowsUpdate<SectionEntry, String, Int>) {
      keeps.append(update.keep)
    }
    func showFooter(_ footer: RefreshPresentation.Footer) {}
    func showPlaceholder(_ placeholder: RefreshPresentation.Placeholder) {}
  }

  /// A started binding of day lines over one loaded page of 20 entries (day 0).
  func started() async throws -> (
    SectionedListBinding<String, Int, SectionEntry, String, Int>, RecordingHost, EntrySource
  ) {
    let source = EntrySource(pageCount: 3)
    let pager = source.pager(try PagerConfiguration(pageSize: 20, prefetchDistance: 5))
    let host = RecordingHost()
    let binding = SectionedListBinding(pager: pager, layout: .dayLines(), host: host)
    binding.start()
    await pager.waitUntilIdle()
    return (binding, host, source)
  }

  @Test("the top row, still shown, is kept at its new place")
  func shownRowKept() async throws {
    let (binding, host, _) = try await started()
    host.firstVisibleRow = binding.rows.index(ofItem: 10)
    #expect(host.firstVisibleRow == DerivedIndex(section: 0, row: 11), "after the day line")
    binding.setFilter { $0.id % 2 == 0 }
    #expect(
      host.keeps.last
        == DerivedChange.RowMove(
          id: .item(10), from: DerivedIndex(section: 0, row: 11),
          to: DerivedIndex(section: 0, row: 6)))
  }

  @Test(
    "the top row, hidden, gives its place to its nearest shown neighbour (the one before on a tie)")
  func hiddenRowGivesWay() async throws {
    let (binding, host, _) = try await started()
    host.firstVisibleRow = binding.rows.index(ofItem: 11)
    binding.setFilter { $0.id % 2 == 0 }
    #expect(
      host.keeps.last
        == DerivedChange.RowMove(
          id: .item(10), from: DerivedIndex(section: 0, row: 12),
          to: DerivedIndex(section: 0, row: 6)))
    host.firstVisibleRow = binding.rows.index(ofItem: 10)
    binding.setFilter { $0.id > 12 }
    #expect(
      host.keeps.last
        == DerivedChange.RowMove(
          id: .item(13), from: DerivedIndex(section: 0, row: 6),
          to: DerivedIndex(section: 0, row: 1)))
  }

  @Test("a neighbour that lands at the hidden row's very index is still named: the row changed")
  func neighbourAtTheSameIndex() async throws {
    let (binding, host, _) = try await started()
    binding.setFilter { $0.id != 0 }
    host.firstVisibleRow = binding.rows.index(ofItem: 11)
    #expect(host.firstVisibleRow == DerivedIndex(section: 0, row: 11))
    binding.setFilter { $0.id != 10 && $0.id != 11 }
    #expect(
      host.keeps.last
        == DerivedChange.RowMove(
          id: .item(12), from: DerivedIndex(section: 0, row: 11),
          to: DerivedIndex(section: 0, row: 11)))
  }

  @Test("without a row on screen, nothing is kept")
  func nothingOnScreen() async throws {
    let (binding, host, _) = try await started()
    let sent = host.keeps.count
    binding.setFilter { $0.id % 2 == 0 }
    #expect(host.keeps.count == sent + 1, "one update")
    #expect(host.keeps.last == .some(nil), "that keeps no row")
  }
}
