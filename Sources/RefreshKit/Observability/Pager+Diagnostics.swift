// What tests and a benchmark read of a pager: not one of the documented ways to observe a pager
// (Observation, `changes()`, `events()`), and not API. The change counter is behind
// `@_spi(Diagnostics)` for the Examples package's benchmarks and tests; the rest is `package`.
//
//   @_spi(Diagnostics) import RefreshKit

extension Pager {
  /// The change that produced the current ``items`` and placeholders; observed like ``items``.
  ///
  /// ```swift
  /// #expect(pager.lastChange.insertedIDs == [7])
  /// ```
  package var lastChange: ListChange<Item.ID> {
    access(keyPath: keyPaths.items)
    return latestChange
  }

  /// Counts the changes of ``items``: one per ``ListChange``; observed like ``items``.
  ///
  /// ```swift
  /// #expect(relaunch.version == 1, "only the cached rows were published")
  /// ```
  @_spi(Diagnostics) public var version: Int {
    access(keyPath: keyPaths.items)
    return changeCount
  }

  /// The last ``recentEventLimit`` events, oldest first; observed like ``items``. Empty while
  /// the limit is 0.
  ///
  /// ```swift
  /// pager.recentEventLimit = 20
  /// let lines = pager.recentEvents.map(\.description)
  /// ```
  package var recentEvents: [PagerEvent<Query, Cursor>] { recentEventLog }

  /// How many of the last events ``recentEvents`` keeps; 0 by default: none kept, none built.
  ///
  /// ```swift
  /// pager.recentEventLimit = 20  // then read pager.recentEvents
  /// ```
  package var recentEventLimit: Int {
    get { eventLimit }
    set { eventLimit = newValue }
  }
}
