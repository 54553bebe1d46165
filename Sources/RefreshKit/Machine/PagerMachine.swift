package import Foundation

/// The pure state machine behind a ``Pager``: events in (a row appeared, a page arrived, a
/// load failed, a refresh, a new query, an edit, the cache's pages), actions out (start a
/// load, cancel one, read or write the cache, publish a change). It performs nothing itself,
/// so every decision is tested synchronously.
///
/// ```swift
/// var machine = PagerMachine<String, Int, Message>(query: "room-42", configuration: .init())
/// for action in machine.refresh() {
///   if case .load(let request) = action { start(request) }
/// }
/// ```
///
/// At most one load runs per direction (appends: up to ``pipelineDepth`` when the cursor after
/// a page can be computed); a refresh, a jump, a restoration or a new query
/// cancels the loads in flight, and a page or failure of a load that is no longer in flight
/// is dropped. A failed page keeps its cursor: ``retry()`` loads the same page with the next
/// attempt number, in every direction that failed. The server's pages live in a
/// ``PageWindow``; the edits (``ItemEdits``) are laid over them to give ``items``.
package struct PagerMachine<
  Query: Hashable & Sendable, Cursor: Hashable & Sendable,
  Item: Identifiable & Equatable & Sendable
> where Item.ID: Sendable {
  package typealias Request = PageRequest<Query, Cursor>

  /// One thing a driver must do.
  package enum Action {
    /// Start this load and report its page or failure.
    case load(Request)
    /// Cancel this load; its result, if it still arrives, is dropped.
    case cancel(Request)
    /// The items or placeholders changed.
    case publish(ListChange<Item.ID>)
    /// Read the cache's pages of this query and report them with ``cacheRead(_:now:)``.
    case readCache(Query)
    /// Write the pages held to the cache.
    case writeCache(CacheWrite)
    /// A page was dropped from the window (``PagerConfiguration/maxItems``): its key, its rows
    /// and the end it left; those rows are placeholders now.
    case trimmed(key: Cursor?, rows: Int, atStart: Bool)
    /// The list stopped holding these ids (while ``reportsReleasedItems``): an entity store
    /// may forget them.
    case released([Item.ID])
  }

  /// How the cache's copy of the pages held must change.
  package enum CacheWrite {
    /// The pages held replace the cached ones.
    case replaceAll([PageWindow<Item, Cursor>.LoadedPage])
    /// These pages follow the cached ones.
    case append([PageWindow<Item, Cursor>.LoadedPage])
    /// The page at this index of the pages held was revalidated.
    case replacePage(Int, [PageWindow<Item, Cursor>.LoadedPage])
    /// The window moved: the cached run loses pages at its ends and gains these; the pages
    /// held (the last member) replace the cached ones where the store cannot slide in place.
    case slide(CacheSlide, [PageWindow<Item, Cursor>.LoadedPage])
  }

  /// How a window's pages moved between two loads: the pages kept are a run of the ones held
  /// before, with pages removed at its ends and added before or after it.
  package struct CacheSlide {
    /// The cached pages dropped at the start.
    package var removingFirst: Int
    /// The cached pages dropped at the end.
    package var removingLast: Int
    /// The pages added before the ones kept.
    package var prepended: [PageWindow<Item, Cursor>.LoadedPage]
    /// The pages added after the ones kept.
    package var appended: [PageWindow<Item, Cursor>.LoadedPage]
  }

  /// What failed in one direction, and the load to repeat.
  struct Failure {
    var load: Request
    var error: any Error
  }

  /// The server's pages held and their items.
  package internal(set) var window: PageWindow<Item, Cursor>
  /// The items shown: the window's items with the edits laid over them.
  package var items: IdentifiedItems<Item> { shown ?? window.items }
  /// The items the pages hold, as the source sent them (no edit laid over them).
  package var heldItems: [Item] { window.items.array }
  /// The cursor of the page after the last one held; `nil` at the end.
  package var nextCursor: Cursor? { window.nextCursor }
  /// The items shown while edits are in force; `nil` when they are the window's own items
  /// (kept apart, never a copy of them, so an append mutates one storage in place).
  var shown: IdentifiedItems<Item>?
  var edits = ItemEdits<Item>()
  /// The value to show for a server copy, when a shared ``EntityStore`` holds entities
  /// (`nil` hides the row); the pager's own edits are laid over it.
  package var resolve: ((Item) -> Item?)?
  /// The query the items answer.
  package internal(set) var query: Query
  /// How the pager pages.
  package let configuration: PagerConfiguration
  /// The cursor of the first load (Paging 3's `initialKey`); `nil` for the start of the data.
  package var initialKey: Cursor?
  /// Where the page holding a position starts, when cursors can be computed (jumps).
  package let pageAt: (@Sendable (Int) -> PagePosition<Cursor>)?
  /// The cursor of the page after a page, when it can be computed ahead (pipelined prefetch).
  package let cursorAfter: (@Sendable (Cursor) -> Cursor)?
  /// Whether the loader reads ``PageRequest/validator``: a refresh then revalidates the held
  /// pages that have validators, and fresh cached pages answer the automatic first load.
  package let revalidates: Bool
  /// Whether a ``PageCache`` keeps the pages.
  package let usesCache: Bool
  /// The row last reported on screen, among the rows shown (placeholders included). Setting
  /// it forgets ``prefetchOffset``.
  package internal(set) var lastPosition: Int? {
    didSet { prefetchOffset = 0 }
  }
  /// How far from ``lastPosition`` the row that prefetching measures from is: 0, unless
  /// ``positionDidAppear(_:prefetchAt:)`` reported another one (under a local filter, the
  /// position as far from the end as the row on screen is from the end of what is shown). It
  /// follows the row on screen when a page before it shifts it.
  package internal(set) var prefetchOffset = 0
  /// The anchor a ``RefreshPolicy/keepPosition`` refresh or a restoration found again.
  package internal(set) var anchorID: Item.ID?
  /// Whether a first page of the current query has arrived (or fresh cached pages stand for it).
  package internal(set) var hasLoaded = false

  var generation = 0
  /// The serial of the last load started (``PageRequest/serial``).
  var lastSerial = 0
  /// The state of each direction: its load, failure, last failed load and empty pages.
  var directions = Directions()
  var plan = RefreshPlan<Cursor, Item>.replace(itemsBefore: nil)
  var ahead: [AheadLoad] = []
  /// The cache read of the first load or of a restoration (see ``CacheRead``).
  var cacheRead: CacheRead?
  /// What adaptive prefetch measured: scroll speed and direction, latencies.
  package internal(set) var estimator: PrefetchEstimator
  /// The time of the event being handled, when it carries one (see ``at(_:_:)``).
  var eventTime: Duration?
  /// When the loads in flight started (a timed event), for their latencies and the events.
  var loadStarts: [Request: Duration] = [:]

  /// Creates a machine for `query`; nothing loads until ``refresh(_:automatic:)`` or ``restore(_:)``.
  package init(
    query: Query, configuration: PagerConfiguration, initialKey: Cursor? = nil,
    pageAt: (@Sendable (Int) -> PagePosition<Cursor>)? = nil,
    cursorAfter: (@Sendable (Cursor) -> Cursor)? = nil, revalidates: Bool = true,
    usesCache: Bool = false, appender: PageAppender<Item> = .specialized
  ) {
    self.cursorAfter = cursorAfter
    self.query = query
    self.configuration = configuration
    self.initialKey = initialKey
    self.pageAt = pageAt
    self.revalidates = revalidates
    self.usesCache = usesCache
    self.window = PageWindow(
      maxItems: configuration.maxItems, keepAround: configuration.prefetchDistance,
      keepAhead: cursorAfter == nil ? 0 : configuration.keptAheadOfPrefetch,
      appender: appender)
    self.estimator = PrefetchEstimator(
      pageSize: configuration.pageSize,
      maxPipelineDepth: configuration.prefetch.maxPipelineDepth,
      longest: configuration.longestPrefetchDistance)
  }

  /// Whether a far position loads around itself instead of walking (cursors from positions).
  package var canJump: Bool { pageAt != nil }

  /// The load in flight in `direction`, if any.
  package func load(in direction: Request.Direction) -> Request? { directions[direction].load }

  /// Every load in flight: at most one per direction, plus the appends pipelined ahead.
  package var loadsInFlight: [Request] {
    Request.Direction.allCases.compactMap { directions[$0].load }
      + ahead.filter { $0.isInFlight }.map { $0.load }
  }

  /// Whether ``loadsInFlight`` holds `load`, without building that list (asked on every
  /// arrival and every wait).
  package func isInFlight(_ load: Request) -> Bool {
    directions[load.direction].load == load || ahead.contains { $0.isInFlight && $0.load == load }
  }

  /// Whether none of `loads` is in flight and, when `refreshing`, no refresh-direction load
  /// is in flight and the cache is not being read for one: a driver's wait, in one read.
  package func settled(_ loads: [Request], refreshing: Bool) -> Bool {
    !loads.contains { isInFlight($0) }
      && (!refreshing || (cacheRead == nil && directions[.refresh].load == nil))
  }

  /// Whether any load is in flight: ``loadsInFlight`` is not empty.
  package var hasLoadsInFlight: Bool {
    directions.hasLoad || ahead.contains { $0.isInFlight }
  }

  /// Whether the first load waits for the cache's pages.
  package var isReadingCache: Bool { cacheRead != nil }

  /// What a pager publishes after a step, in one read: a read of a generic struct that a
  /// class holds may copy the struct whole, so the driver reads the machine once a step.
  package var publishedState:
    (loadStates: LoadStates, hasLoaded: Bool, anchor: PagerAnchor<Item.ID>?, staleSince: Date?)
  {
    (loadStates, hasLoaded, anchor, staleSince)
  }

  /// When the oldest page shown from the cache and not revalidated since was stored.
  package var staleSince: Date? {
    usesCache ? window.pages.compactMap { $0.storedAt }.min() : nil
  }

  /// Shows `query`: cancels every load, forgets the items and every edit, and loads the
  /// initial key (after the cache's pages, with a cache: then `policy` says what the first
  /// load does with them, see ``cacheRead(_:now:)``).
  package mutating func setQuery(_ query: Query, policy: RefreshPolicy = .replaceAll) -> [Action] {
    reset(to: query) + refresh(policy, automatic: true)
  }

  /// Cancels every load and forgets the items, the edits and the failures; nothing starts.
  mutating func reset(to query: Query) -> [Action] {
    var actions = restart()
    self.query = query
    hasLoaded = false
    lastPosition = nil
    anchorID = nil
    directions.clearFailures()
    directions.forgetFailedLoads()
    cacheRead = nil
    edits = ItemEdits()
    let change = apply(window.reset(), editsChanged: true)
    if !change.isEmpty { actions.append(.publish(change)) }
    plan = .replace(itemsBefore: nil)
    return actions
  }

  /// Cancels every load in flight; the items stay.
  package mutating func cancel() -> [Action] {
    cacheRead = nil
    return restart()
  }

  /// Cancels every load and starts a new generation.
  mutating func restart() -> [Action] {
    generation += 1
    let cancelled = directions.loads.map(Action.cancel) + cancelAhead()
    directions.clearLoads()
    loadStarts = [:]
    return cancelled
  }

  /// Starts a load in `direction` at `cursor`, sending `validator` when it revalidates.
  mutating func start(
    _ direction: Request.Direction, cursor: Cursor?, validator: PageValidator? = nil
  ) -> Action {
    directions[direction].failure = nil
    let failed = directions[direction].lastFailed
    let load = numbered(
      Request(
        query: query, direction: direction, cursor: cursor, generation: generation,
        attempt: failed?.cursor == cursor ? (failed?.attempt ?? 0) + 1 : 1,
        validator: revalidates ? validator : nil))
    directions[direction].load = load
    stamp(load)
    return .load(load)
  }

  /// `load` as a load of its own: a serial no other load of this machine has, so its
  /// outcome can never be taken for another's, even one of the same page started later.
  mutating func numbered(_ load: Request) -> Request {
    lastSerial += 1
    var numbered = load
    numbered.serial = lastSerial
    return numbered
  }
}
