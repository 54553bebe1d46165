/// How a ``Pager`` pages: its page size, how early it prefetches, how many items it holds at
/// most, when a far position jumps instead of walking, how many appends run at once, and what
/// a refresh does with the user's place.
///
/// A configuration that names no prefetch distance prefetches adaptively (``PrefetchMode``):
/// the distance and the appends in flight follow the measured scroll speed and latency. The
/// initializers that take a `prefetchDistance` (and ``init()``, distance 0) keep it fixed.
///
/// ```swift
/// let feed = try PagerConfiguration(pageSize: 30)  // adaptive prefetch, every item kept
/// let forward = PagerConfiguration()   // pageSize 20, fixed prefetchDistance 0
/// let chat = try PagerConfiguration(
///   pageSize: 50, prefetchDistance: 20, maxItems: 500, refreshPolicy: .keepPosition)
/// ```
public struct PagerConfiguration: Hashable, Sendable {
  /// The items a page holds (the loader's page size); used to validate ``maxItems``.
  public var pageSize: Int
  /// Whether the prefetch distance and pipeline depth adapt (``PrefetchMode/adaptive``) or
  /// stay `prefetchDistance` and `pipelineDepth` (``PrefetchMode/fixed``).
  public var prefetch: PrefetchMode
  /// How close to either end of the loaded items a shown row loads the next page there (with
  /// ``PrefetchMode/adaptive``: the distance before anything is measured, the page size).
  package var prefetchDistance: Int
  /// The most items held; pages far from the rows shown are dropped and counted as
  /// placeholders. `nil` keeps every item.
  public var maxItems: Int?
  /// How far beyond the loaded items a shown position must be to jump there instead of
  /// walking page by page (when the pager can compute cursors from positions).
  package var jumpThreshold: Int
  /// How many appends may be in flight at once when the pager can compute the cursor after
  /// a cursor (pipelined prefetch); 1 loads one page at a time. With ``maxItems``, no more
  /// than the window holds: each append beyond the first needs `pageSize` rows more than
  /// ``leastMaxItems(pageSize:prefetchDistance:)``, so the pages loaded ahead are never
  /// trimmed and fetched again.
  package var pipelineDepth: Int
  /// What ``Pager/refresh(_:)`` does with the user's place.
  package var refreshPolicy: RefreshPolicy

  /// A forward-only list of pages of 20 that keeps every item and prefetches nothing ahead.
  public init() {
    self.init(uncheckedPageSize: 20, prefetchDistance: 0)
  }

  /// A configuration that needs no validation: `maxItems` `nil`, one append at a time.
  init(uncheckedPageSize pageSize: Int, prefetchDistance: Int) {
    self.pageSize = max(1, pageSize)
    self.prefetchDistance = max(0, prefetchDistance)
    self.maxItems = nil
    self.jumpThreshold = 3 * self.pageSize
    self.pipelineDepth = 1
    self.refreshPolicy = .replaceAll
    self.prefetch = .fixed
  }

  /// Validates and creates a configuration whose prefetch is `prefetch`: adaptive by default
  /// (see ``PrefetchMode``), starting at a distance of one page; ``PrefetchMode/fixed`` keeps
  /// that distance of one page (Paging 3's default) with one append at a time.
  ///
  /// ```swift
  /// let feed = try PagerConfiguration(pageSize: 30, maxItems: 600)
  /// ```
  ///
  /// - Throws: ``PagerConfigurationError`` as ``init(pageSize:prefetchDistance:maxItems:jumpThreshold:pipelineDepth:refreshPolicy:)``
  ///   with a distance of `pageSize`: `maxItems` must hold at least four pages.
  public init(
    pageSize: Int, maxItems: Int? = nil, jumpThreshold: Int? = nil,
    prefetch: PrefetchMode = .adaptive, refreshPolicy: RefreshPolicy = .replaceAll
  ) throws(PagerConfigurationError) {
    try self.init(
      pageSize: pageSize, prefetchDistance: max(pageSize, 0), maxItems: maxItems,
      jumpThreshold: jumpThreshold, refreshPolicy: refreshPolicy)
    self.prefetch = prefetch
  }

  /// Validates and creates a configuration.
  ///
  /// - Throws: ``PagerConfigurationError`` when a count is not positive, or `maxItems` is
  ///   below ``leastMaxItems(pageSize:prefetchDistance:)``, the most rows the pages around the
  ///   row on screen can hold (a trim never drops rows a prefetch would load again at once).
  public init(
    pageSize: Int, prefetchDistance: Int, maxItems: Int? = nil, jumpThreshold: Int? = nil,
    pipelineDepth: Int = 1, refreshPolicy: RefreshPolicy = .replaceAll
  ) throws(PagerConfigurationError) {
    guard pageSize > 0 else { throw .pageSizeNotPositive(pageSize) }
    guard prefetchDistance >= 0 else { throw .prefetchDistanceNegative(prefetchDistance) }
    let least = Self.leastMaxItems(pageSize: pageSize, prefetchDistance: prefetchDistance)
    if let maxItems, maxItems < least { throw .maxItemsTooSmall(maxItems, least: least) }
    guard pipelineDepth >= 1 else { throw .pipelineDepthNotPositive(pipelineDepth) }
    self.pipelineDepth = pipelineDepth
    self.pageSize = pageSize
    self.prefetchDistance = prefetchDistance
    self.maxItems = maxItems
    self.jumpThreshold = jumpThreshold ?? 3 * pageSize
    self.refreshPolicy = refreshPolicy
    self.prefetch = .fixed
  }

  /// The longest prefetch distance ``maxItems`` allows: the largest `d` whose
  /// ``leastMaxItems(pageSize:prefetchDistance:)`` fits (`Int.max / 4` without a bound). An
  /// adaptive distance never passes it.
  var longestPrefetchDistance: Int {
    guard let maxItems else { return Int.max / 4 }
    let pages = maxItems / pageSize - 1  // ⌊(2d + 1) ÷ pageSize⌋ + 1 pages may touch
    return max(0, (pages * pageSize - 2) / 2)
  }

  /// The appends a pipeline keeps in flight at most: ``pipelineDepth``, but never more pages
  /// than ``maxItems`` holds beside the whole pages around the row on screen, so a trim never
  /// drops a page the pipeline just loaded (it would load it again when the row on screen
  /// reaches it). Each append beyond the first needs `pageSize` rows more than
  /// ``leastMaxItems(pageSize:prefetchDistance:)``: the depth is
  /// `1 + ⌊(maxItems − leastMaxItems) ÷ pageSize⌋` at most.
  ///
  /// ```swift
  /// let configuration = try PagerConfiguration(
  ///   pageSize: 20, prefetchDistance: 5, maxItems: 60, pipelineDepth: 4)
  /// #expect(configuration.heldPipelineDepth == 2)  // least 40: one page more than the least
  /// ```
  var heldPipelineDepth: Int {
    guard let maxItems else { return pipelineDepth }
    let least = Self.leastMaxItems(pageSize: pageSize, prefetchDistance: prefetchDistance)
    let spare = maxItems > least ? (maxItems - least) / max(pageSize, 1) : 0
    return max(1, min(pipelineDepth, 1 + spare))
  }

  /// The rows a trim keeps after the row on screen beyond ``prefetchDistance``: the pages
  /// loaded ahead by ``heldPipelineDepth`` appends, `(heldPipelineDepth − 1) × pageSize`.
  /// 0 without ``maxItems`` (nothing is trimmed) and with ``PrefetchMode/adaptive`` (its
  /// pipeline loads only within the prefetch distance, which the trim keeps already).
  var keptAheadOfPrefetch: Int {
    guard maxItems != nil, !prefetch.isAdaptive else { return 0 }
    return (heldPipelineDepth - 1) * max(pageSize, 1)
  }

  /// The smallest `maxItems` the window can keep to: the rows of every whole page that
  /// touches the `prefetchDistance + 1` rows on each side of the row on screen, since a trim
  /// drops whole pages and never one a prefetch would load again at once. Pages hold at most
  /// `pageSize` items.
  ///
  /// A pipeline of ``pipelineDepth`` appends holds its pages ahead too: each append beyond the
  /// first runs only with `pageSize` rows more than this, so a trim never drops a page the
  /// pipeline just loaded (a window of this size runs one append at a time).
  ///
  /// That is `pageSize × (⌊(2 × prefetchDistance + 1) ÷ pageSize⌋ + 2)`: two pages when the
  /// distance is under half a page (the row on screen next to a page boundary keeps both
  /// pages), more for longer distances. Paging 3's `pageSize + 2 × prefetchDistance` is
  /// smaller, and a window of whole pages would exceed it near page boundaries.
  ///
  /// ```swift
  /// #expect(PagerConfiguration.leastMaxItems(pageSize: 10, prefetchDistance: 3) == 20)
  /// #expect(PagerConfiguration.leastMaxItems(pageSize: 30, prefetchDistance: 20) == 90)
  /// ```
  public static func leastMaxItems(pageSize: Int, prefetchDistance: Int) -> Int {
    let (pages, overflow) = ((2 * prefetchDistance + 1) / max(pageSize, 1) + 2)
      .multipliedReportingOverflow(by: pageSize)
    return overflow ? Int.max : pages
  }
}

/// Why a ``PagerConfiguration`` was refused.
public enum PagerConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The page size must be at least 1.
  case pageSizeNotPositive(Int)
  /// The prefetch distance must be 0 or more.
  case prefetchDistanceNegative(Int)
  /// `maxItems` must be at least ``PagerConfiguration/leastMaxItems(pageSize:prefetchDistance:)``.
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
      "maxItems \(maxItems) must be at least \(least): the whole pages around the row on screen"
    case .pipelineDepthNotPositive(let depth): "pipelineDepth \(depth) must be at least 1"
    }
  }
}
