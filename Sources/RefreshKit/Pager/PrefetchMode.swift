/// How a ``Pager`` decides how early to load the next page: adaptive (measured) or fixed.
///
/// - ``adaptive``: the prefetch distance is the rows the user scrolls while a page loads,
///   with a margin: 1.5 × the smoothed scroll speed (rows/s, from the rows' appearance times,
///   in the direction of travel) × the 90th percentile of this pager's last 10 page latencies
///   (or the age of the oldest load in flight, when longer: a network that turns slow is
///   followed before its first slow page arrives), and never less than 3 seconds of
///   scrolling: the rows held when a network turns slow without warning are all the user has
///   until its first slow page arrives. Before both are measured it is the page size (as
///   Paging 3). When one request cannot keep up (1.5 × speed × latency is more than a page),
///   up to ⌈1.5 × speed × latency ÷ pageSize⌉ appends run at once (with a `cursorAfter`),
///   never more than `maxPipelineDepth`. It never over-fetches: a user who stops scrolling
///   (no row moved for half a second, or 3 rows' time when slower) stops loading, the rows
///   requested ahead of the row on screen never pass the distance plus one page, and the
///   distance never passes what ``PagerConfiguration/maxItems`` holds.
/// - ``fixed``: `prefetchDistance` and
///   `pipelineDepth`, whatever the network.
///
/// ```swift
/// let feed = try PagerConfiguration(pageSize: 30)                 // adaptive, the default
/// let capped = try PagerConfiguration(pageSize: 30, prefetch: .adaptive(maxPipelineDepth: 3))
/// let tuned = try PagerConfiguration(pageSize: 30, prefetchDistance: 10)  // fixed
/// ```
public struct PrefetchMode: Hashable, Sendable {
  /// Whether the distance and the pipeline depth follow the measured speed and latency.
  package let isAdaptive: Bool
  /// The most appends an adaptive pager keeps in flight at once (its documented cap, 8 by
  /// default); 1 for a fixed mode, whose depth is `pipelineDepth`.
  package let maxPipelineDepth: Int

  /// The adaptive mode with the default cap of 8 appends in flight.
  public static let adaptive = PrefetchMode(isAdaptive: true, maxPipelineDepth: 8)

  /// The fixed mode: `prefetchDistance` and
  /// `pipelineDepth` as configured.
  public static let fixed = PrefetchMode(isAdaptive: false, maxPipelineDepth: 1)

  /// The adaptive mode with at most `maxPipelineDepth` appends in flight (at least 1).
  ///
  /// ```swift
  /// let mode = PrefetchMode.adaptive(maxPipelineDepth: 3)
  /// ```
  public static func adaptive(maxPipelineDepth: Int) -> PrefetchMode {
    PrefetchMode(isAdaptive: true, maxPipelineDepth: max(1, maxPipelineDepth))
  }
}
