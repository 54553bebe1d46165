import RefreshKit
/// Decides when scrolling should load the next page: Paging 3's `prefetchDistance`.
///
/// Feed it every viewport change; it answers `true` when the last visible item is within
/// `prefetchDistance` items of the end. It fires once per viewport: it re-arms only when new
/// content arrived or the viewport moved, so a short list fills the screen page by page
/// (a bounded auto-fill) and a repeated event never fires twice. Distance 0 is the seed's
/// "the footer appeared" trigger.
///
/// ```swift
/// var prefetch = PrefetchTrigger(prefetchDistance: 10)
/// if prefetch.visibleRangeDidChange(lastVisibleIndex: 85, itemCount: 90) {
///   machine.trigger(.loadingMore)
/// }
/// ```
package struct PrefetchTrigger: Hashable, Sendable {
  /// How many items before the end a load-more starts. 0 waits for the last item.
  package var prefetchDistance: Int
  private var lastFired: Viewport?

  private struct Viewport: Hashable, Sendable {
    var lastVisibleIndex: Int
    var itemCount: Int
  }

  /// Creates a trigger with `prefetchDistance` (negative values count as 0).
  package init(prefetchDistance: Int = 0) {
    self.prefetchDistance = max(0, prefetchDistance)
  }

  /// Reports the viewport; returns whether to start a load-more now.
  ///
  /// - Parameters:
  ///   - lastVisibleIndex: The index of the last item on screen (any value past the end counts as the end).
  ///   - itemCount: The number of items in the list.
  package mutating func visibleRangeDidChange(lastVisibleIndex: Int, itemCount: Int) -> Bool {
    guard itemCount > 0 else { return false }
    let viewport = Viewport(
      lastVisibleIndex: min(lastVisibleIndex, itemCount - 1), itemCount: itemCount)
    guard itemCount - 1 - viewport.lastVisibleIndex <= prefetchDistance, viewport != lastFired
    else {
      return false
    }
    lastFired = viewport
    return true
  }

  /// Forgets the last firing, as after a refresh replaced the list.
  package mutating func reset() {
    lastFired = nil
  }
}
