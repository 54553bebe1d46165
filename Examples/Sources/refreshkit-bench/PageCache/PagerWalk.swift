import Foundation
import RefreshKit

/// Drives a pager the way the benchmark measures it.
@MainActor
enum PagerWalk {
  /// Refreshes, then loads more until the end (or a load that adds nothing); returns the rows
  /// held, which a `maxItems` window bounds.
  static func walk(_ pager: Pager<String, Int, CachedRepo>) async -> Int {
    await pager.refresh()
    while pager.loadStates.append.endReached == false, pager.loadStates.append.failure == nil {
      let last = pager.items.last?.id
      await pager.loadMore()
      if pager.items.last?.id == last { break }
    }
    await pager.waitForCache()
    return pager.items.count
  }

  /// Seconds from the start of a refresh until the first rows show.
  static func timeToFirstRow(_ pager: Pager<String, Int, CachedRepo>) async -> Double {
    let clock = ContinuousClock()
    let changes = pager.changes()
    let start = clock.now
    let refresh = Task { await pager.refresh() }
    for await _ in changes where !pager.items.isEmpty { break }
    let seconds = Format.seconds(start.duration(to: clock.now))
    refresh.cancel()
    pager.cancel()
    return seconds
  }
}
