/// How a ``WindowedPager`` pages: its page size, how early it prefetches, how many items it
/// holds at most and when a far position jumps instead of walking.
///
/// ```swift
/// let configuration = try WindowConfiguration(pageSize: 50, prefetchDistance: 20, maxItems: 500)
/// ```
public struct WindowConfiguration: Hashable, Sendable {
  /// The items a page holds (the loader's page size); used to validate ``maxItems``.
  public var pageSize: Int
  /// How close to either end of the loaded items a shown row loads the next page there.
  public var prefetchDistance: Int
  /// The most items held; pages far from the rows shown are dropped and counted as
  /// placeholders. `nil` keeps every item.
  public var maxItems: Int?
  /// How far beyond the loaded items a shown position must be to jump there instead of
  /// walking page by page (when the pager can compute cursors from positions).
  public var jumpThreshold: Int
  /// How many appends may be in flight at once when the pager can compute the cursor after
  /// a cursor (pipelined prefetch); 1 loads one page at a time.
  public var pipelineDepth: Int

  /// Validates and creates a configuration.
  ///
  /// - Throws: ``WindowConfigurationError`` when a count is not positive, or `maxItems` is
  ///   below `pageSize + 2 × prefetchDistance` (Paging 3's rule: trimming must never drop
  ///   rows that a prefetch in the other direction would load again at once).
  public init(
    pageSize: Int, prefetchDistance: Int, maxItems: Int? = nil, jumpThreshold: Int? = nil,
    pipelineDepth: Int = 1
  ) throws(WindowConfigurationError) {
    guard pageSize > 0 else { throw .pageSizeNotPositive(pageSize) }
    guard prefetchDistance >= 0 else { throw .prefetchDistanceNegative(prefetchDistance) }
    let least = pageSize + 2 * prefetchDistance
    if let maxItems, maxItems < least { throw .maxItemsTooSmall(maxItems, least: least) }
    guard pipelineDepth >= 1 else { throw .pipelineDepthNotPositive(pipelineDepth) }
    self.pipelineDepth = pipelineDepth
    self.pageSize = pageSize
    self.prefetchDistance = prefetchDistance
    self.maxItems = maxItems
    self.jumpThreshold = jumpThreshold ?? 3 * pageSize
  }
}

/// Why a ``WindowConfiguration`` was refused.
public enum WindowConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The page size must be at least 1.
  case pageSizeNotPositive(Int)
  /// The prefetch distance must be 0 or more.
  case prefetchDistanceNegative(Int)
  /// `maxItems` must be at least `pageSize + 2 × prefetchDistance`.
  case maxItemsTooSmall(Int, least: Int)
  /// The pipeline depth must be at least 1.
  case pipelineDepthNotPositive(Int)

  /// A sentence that says what to change.
  public var description: String {
    switch self {
    case .pageSizeNotPositive(let size): "pageSize \(size) must be at least 1"
    case .prefetchDistanceNegative(let distance):
      "prefetchDistance \(distance) must be 0 or more"
    case .maxItemsTooSmall(let maxItems, let least):
      "maxItems \(maxItems) must be at least pageSize + 2 × prefetchDistance = \(least)"
    case .pipelineDepthNotPositive(let depth): "pipelineDepth \(depth) must be at least 1"
    }
  }
}
