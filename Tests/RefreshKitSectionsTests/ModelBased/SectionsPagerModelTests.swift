import RefreshKitTesting
import Testing

@_spi(Diagnostics) @testable import RefreshKit
@testable import RefreshKitSections

/// Follows every change a real ``Pager`` publishes with ``DerivedRows``, and checks each
/// derived change against a naive shadow and the rows derived from scratch from `pager.items`.
/// Like ``DerivedRowsDriver``, it holds no items between changes: each change is placed from
/// the pager's change alone (the ids it removed, and its index map).
@MainActor
private final class PagerFollower {
  let pager: Pager<String, Int, SectionEntry>
  var rows: EntryRows
  var shadow: [NaiveSection] = []
  var problems: [String] = []
  var changes = 0

  init(pager: Pager<String, Int, SectionEntry>, layout: EntryLayout) {
    self.pager = pager
    rows = EntryRows(
      layout: layout, items: pager.items, placeholdersBefore: pager.placeholdersBefore,
      placeholdersAfter: pager.placeholdersAfter)
    shadow = truth
    rows.releaseItems()  // as DerivedRowsDriver keeps them: the old items are not held
    pager.observeChanges { [weak self] change in self?.follow(change) }
  }

  /// The rows derived from scratch, naively, from the pager's items and placeholders.
  var truth: [NaiveSection] {
    Naive.derive(
      pager.items.array, before: pager.placeholdersBefore, after: pager.placeholdersAfter,
      layout: rows.layout)
  }

  func follow(_ change: ListChange<Int>) {
    changes += 1
    let derived = rows.apply(change, items: pager.items)
    verify(derived, updatedIDs: change.updatedIDs, cause: "\(change)")
    rows.releaseItems()
  }

  func relayout(_ layout: EntryLayout) {
    rows.items = pager.items
    verify(rows.relayout(layout), updatedIDs: [], cause: "a new filter")
    rows.releaseItems()
  }

  private func verify(_ derived: EntryChange, updatedIDs: [Int], cause: String) {
    do {
      shadow = try SectionsHarness.verify(
        derived, rows: rows, shadow: shadow, truth: truth, updatedIDs: updatedIDs)
    } catch {
      problems.append("after \(cause): \(error)")
    }
  }
}

/// Random sequences on a real ``Pager`` (30 pages of 10, at most 60 items, starting in the
/// middle): rows appearing anywhere (appends, prepends, trims), refreshes, local updates
/// (keys and the filtered flag included), removals and inserts, and filter changes.
@MainActor
@Suite("DerivedRows following a real Pager, model-based", .serialized, .timeLimit(.minutes(2)))
struct SectionsPagerModelTests {
  @Test(
    "every published change, derived, takes the shadow to the rows derived from pager.items",
    arguments: SectionsModelRun.Shape.allCases)
  func followsThePager(shape: SectionsModelRun.Shape) async throws {
    let configuration = try PagerConfiguration(pageSize: 10, prefetchDistance: 3, maxItems: 60)
    var changes = 0
    var placeholdersBefore = (grew: 0, shrank: 0)
    let seeds = ModelSeeds(count: 30, base: 0x5EC7_2026)
    for seed in seeds {
      var random = SplitMix64(seed: seed)
      let server = EntryServer(pageCount: 30, pageSize: 10, perDay: 3 + Int(seed % 5))
      let pager = Pager<String, Int, SectionEntry>(
        query: "q", configuration: configuration, initialKey: 15
      ) { request in server.page(request.cursor ?? 15) }
      let follower = PagerFollower(pager: pager, layout: shape.layout)
      await pager.refresh()
      var nextID = 100_000
      for step in 0..<40 {
        let count = pager.items.count
        let before = pager.placeholdersBefore
        let all = before + count + pager.placeholdersAfter
        let index = random.nextInt(below: max(count, 1))
        switch random.nextInt(below: 9) {
        case 0: pager.positionDidAppear(random.nextInt(below: max(all, 1)))
        case 1: pager.positionDidAppear(before)
        case 2: pager.positionDidAppear(before + count - 1)
        case 3: await pager.refresh()
        case 4 where count > 0:
          let name = ["Al", "Bea", "Cid", "Dee", "Eve"][random.nextInt(below: 5)]
          let day = random.nextInt(below: 3) - 1
          try? pager.update(id: pager.items[index].id) {
            $0.name = name
            $0.day += day
          }
        case 5 where count > 0: try? pager.update(id: pager.items[index].id) { $0.muted.toggle() }
        case 6 where count > 0: try? pager.remove(id: pager.items[index].id)
        case 7:
          nextID += 1
          let day = count > 0 ? pager.items[index].day : 0
          try? pager.insert(SectionEntry(id: nextID, day: day, name: "Fay"), at: index)
        default:
          let filters = SectionsModelRun.filters
          follower.relayout(
            shape.layout.filtered(by: filters[random.nextInt(below: filters.count)]))
        }
        await pager.waitUntilIdle()
        if pager.placeholdersBefore > before { placeholdersBefore.grew += 1 }
        if pager.placeholdersBefore < before { placeholdersBefore.shrank += 1 }
        if let problem = follower.problems.first {
          Issue.record("seed \(seed) (REFRESHKIT_SEED=\(seed)), \(shape), step \(step): \(problem)")
          return
        }
      }
      changes += follower.changes
    }
    if seeds.isComplete {
      #expect(changes > 1_000, "\(changes) changes followed")
      #expect(placeholdersBefore.grew > 20, "trims at the top: \(placeholdersBefore.grew)")
      #expect(placeholdersBefore.shrank > 20, "prepends: \(placeholdersBefore.shrank)")
    }
  }
}
