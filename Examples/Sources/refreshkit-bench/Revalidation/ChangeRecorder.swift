import Foundation
@_spi(Diagnostics) import RefreshKit

/// Records the change sets a pager publishes after its cached rows showed, and the ids they
/// touch (removed, inserted, moved or updated).
@MainActor
final class ChangeRecorder {
  /// Change sets published after the cached rows showed.
  private(set) var changeSets = 0
  /// Every id those change sets removed, inserted, moved or updated.
  private(set) var touchedIDs: Set<Int> = []
  /// Whether the first change set showed the cached rows.
  private(set) var showedCachedRows = false
  private let cachedRowCount: Int
  private var previousIDs: [Int] = []

  /// Starts recording `pager`'s changes; the first, from an empty list to `cachedRowCount`
  /// rows, is the cache read and is not counted.
  init(_ pager: Pager<String, URL, ListedRepo>, cachedRowCount: Int) {
    self.cachedRowCount = cachedRowCount
    pager.observeChanges { [weak self, weak pager] change in
      guard let self, let pager else { return }
      self.record(change, ids: pager.items.ids)
    }
  }

  private func record(_ change: ListChange<Int>, ids: [Int]) {
    defer { previousIDs = ids }
    if !showedCachedRows, change.oldCount == 0, change.newCount == cachedRowCount {
      showedCachedRows = true  // the cache read: what a relaunch shows first
      return
    }
    changeSets += 1
    touchedIDs.formUnion(change.removedIndices.compactMap { previousIDs[safe: $0] })
    touchedIDs.formUnion(change.insertedIndices.compactMap { ids[safe: $0] })
    touchedIDs.formUnion(change.moves.map(\.id))
    touchedIDs.formUnion(change.updatedIDs)
  }
}
