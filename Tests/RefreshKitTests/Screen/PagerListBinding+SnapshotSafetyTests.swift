import RefreshKit
import RefreshKitTesting
import Testing

/// The three ways UIKit's diffable data sources crash at run time, each made impossible by
/// the binding; ``SnapshotRecordingHost`` records an issue where UIKit would raise.
@MainActor
@Suite("PagerListBinding: updates a diffable data source can always apply", .timeLimit(.minutes(3)))
struct PagerListBindingSnapshotSafetyTests {
  @Test("no snapshot holds an identifier twice, even when the server sends an id again")
  func noDuplicateIdentifiers() async {
    let (pager, server) = makeArticlePager()
    let host = SnapshotRecordingHost<Int>()
    let binding = host.bind(pager)
    binding.start()
    await answer(server, 0, with: .success(articlePage(1...5, next: 2)), settling: pager)
    host.scroll(toTop: 0)
    await answer(server, 1, with: .success(articlePage(4...9, next: 3)), settling: pager)
    #expect(host.rows == (1...9).map(PagerRow.item))
    #expect(host.updates.allSatisfy { Set($0.rows.ids).count == $0.rows.ids.count })
  }

  @Test("an item updated, then removed, inside an apply is never reconfigured")
  func noReconfigureOfMissingRow() async throws {
    let (pager, server) = makeArticlePager()
    let host = SnapshotRecordingHost<Int>()
    let binding = host.bind(pager)
    binding.start()
    await answer(server, 0, with: .success(articlePage(1...5, next: nil)), settling: pager)
    host.duringNextApply = {
      try? pager.update(id: 3) { $0.isStarred = true }
      try? pager.remove(id: 3)
    }
    try pager.update(id: 4) { $0.isStarred = true }
    let last = try #require(host.updates.last)
    #expect(last.rows.change.updatedIDs.isEmpty, "3 is gone; 4 was shown by the update before")
    #expect(host.rows == [1, 2, 4, 5].map(PagerRow.item))
  }

  @Test("a change made while the host applies an update arrives after it, as one update")
  func noApplyDuringApply() async throws {
    let (pager, server) = makeArticlePager()
    let host = SnapshotRecordingHost<Int>()
    let binding = host.bind(pager)
    binding.start()
    await answer(server, 0, with: .success(articlePage(1...5, next: nil)), settling: pager)
    let before = host.updates.count
    host.duringNextApply = {
      try? pager.remove(id: 1)
      try? pager.remove(id: 2)
    }
    try pager.update(id: 5) { $0.isStarred = true }
    #expect(host.updates.count == before + 2, "the two removals arrive as one update")
    #expect(host.updates.last?.rows.change.removedIndices == [0, 1])
    #expect(host.rows == pager.items.map { PagerRow.item($0.id) })
  }
}
