/// The pure state machine behind a ``WindowedPager``: events in (a row appeared, a page
/// arrived, a load failed, a refresh, a new query), actions out (start a load, cancel one,
/// publish a change). It performs nothing itself, so every decision is tested synchronously.
///
/// ```swift
/// var machine = WindowMachine<String, Message, Int>(query: "room-42", configuration: config)
/// for action in machine.refresh(.replaceAll) {
///   if case .load(let load) = action { start(load) }
/// }
/// ```
///
/// At most one load runs per direction (appends: up to ``WindowConfiguration/pipelineDepth``
/// when the cursor after a page can be computed); a refresh, a jump, a restoration or a new query
/// cancels the loads in flight, and a page or failure of a load that is no longer in flight
/// is dropped. A failed page keeps its cursor: ``retry()`` loads the same page with the next
/// attempt number, in every direction that failed.
public struct WindowMachine<
  Query: Hashable & Sendable, Item: Identifiable & Equatable & Sendable,
  Cursor: Hashable & Sendable
>: Sendable where Item.ID: Sendable {
  /// One load a driver must start or cancel, or a change it must publish.
  public enum Action: Sendable {
    /// Start this load and report its page or failure.
    case load(WindowLoad<Query, Cursor>)
    /// Cancel this load; its result, if it still arrives, is dropped.
    case cancel(WindowLoad<Query, Cursor>)
    /// The items or placeholders changed.
    case publish(WindowChange<Item.ID>)
  }

  /// What failed in one direction, and the load to repeat.
  struct Failure: Sendable {
    var load: WindowLoad<Query, Cursor>
    var error: any Error
  }

  /// The held pages and their items.
  public internal(set) var window: PageWindow<Item, Cursor>
  /// The query the window answers.
  public internal(set) var query: Query
  /// How the window pages.
  public let configuration: WindowConfiguration
  /// The cursor of the first load (Paging 3's `initialKey`); `nil` for the start of the data.
  public var initialKey: Cursor?
  /// Where the page holding a position starts, when cursors can be computed (jumps).
  public let pageAt: (@Sendable (Int) -> PagePosition<Cursor>)?
  /// The cursor of the page after a page, when it can be computed ahead (pipelined prefetch).
  public let cursorAfter: (@Sendable (Cursor) -> Cursor)?
  /// The row last reported on screen, among all rows (placeholders included).
  public internal(set) var lastPosition: Int?
  /// The anchor a ``RefreshPolicy/keepPosition`` refresh or a restoration found again: its id
  /// and its new place among all rows.
  public internal(set) var anchor: WindowAnchor<Item.ID>?
  /// Whether a first page of the current query has arrived.
  public internal(set) var hasLoaded = false

  var generation = 0
  var loads: [WindowLoad<Query, Cursor>.Direction: WindowLoad<Query, Cursor>] = [:]
  var failures: [WindowLoad<Query, Cursor>.Direction: Failure] = [:]
  var plan = RefreshPlan<Item.ID, Item, Cursor>.replace(itemsBefore: nil)
  var ahead: [AheadLoad] = []

  /// Creates a machine for `query`; nothing loads until ``refresh(_:)`` or ``restore(_:)``.
  public init(
    query: Query, configuration: WindowConfiguration, initialKey: Cursor? = nil,
    pageAt: (@Sendable (Int) -> PagePosition<Cursor>)? = nil,
    cursorAfter: (@Sendable (Cursor) -> Cursor)? = nil
  ) {
    self.cursorAfter = cursorAfter
    self.query = query
    self.configuration = configuration
    self.initialKey = initialKey
    self.pageAt = pageAt
    self.window = PageWindow(
      maxItems: configuration.maxItems, keepAround: configuration.prefetchDistance)
  }

  /// Whether a far position loads around itself instead of walking (cursors from positions).
  public var canJump: Bool { pageAt != nil }

  /// The load in flight in `direction`, if any.
  public func load(in direction: WindowLoad<Query, Cursor>.Direction) -> WindowLoad<
    Query, Cursor
  >? {
    loads[direction]
  }

  /// Where loading stands in each direction.
  public var loadStates: LoadStates {
    LoadStates(
      refresh: state(of: .refresh, endReached: false),
      append: state(of: .append, endReached: hasLoaded && window.reachedEnd),
      prepend: state(of: .prepend, endReached: hasLoaded && window.reachedStart))
  }

  private func state(of direction: WindowLoad<Query, Cursor>.Direction, endReached: Bool)
    -> LoadState
  {
    if loads[direction] != nil { return .loading }
    if let failure = failures[direction] ?? (direction == .append ? aheadFailure : nil) {
      return .failed(
        RefreshFailure(
          action: direction == .refresh ? .pullToRefresh : .loadingMore, error: failure.error,
          attempt: failure.load.attempt))
    }
    if direction == .append, !ahead.isEmpty { return .loading }
    return .notLoading(endReached: endReached)
  }

  /// Every load in flight: at most one per direction, plus the appends pipelined ahead.
  public var loadsInFlight: [WindowLoad<Query, Cursor>] {
    WindowLoad<Query, Cursor>.Direction.allCases.compactMap { loads[$0] }
      + ahead.filter(\.isInFlight).map(\.load)
  }

  /// Shows `query`: cancels every load, forgets the window and loads the initial key.
  public mutating func setQuery(_ query: Query) -> [Action] {
    reset(to: query) + [start(.refresh, cursor: initialKey)]
  }

  /// Cancels every load and forgets the window and the failures; nothing starts.
  mutating func reset(to query: Query) -> [Action] {
    var actions = restart()
    self.query = query
    hasLoaded = false
    lastPosition = nil
    anchor = nil
    failures = [:]
    let change = window.reset()
    if !change.isEmpty { actions.append(.publish(change)) }
    plan = .replace(itemsBefore: nil)
    return actions
  }

  /// Repeats what failed, in every direction, with the next attempt number. A failed refresh
  /// is repeated alone: the loads at the ends are cancelled, as for any refresh.
  public mutating func retry() -> [Action] {
    if let failure = failures[.refresh] {
      let cancelled = restart()
      failures = [:]
      return cancelled + [repeatLoad(of: failure)]
    }
    var actions: [Action] = []
    for index in ahead.indices {
      guard case .failure? = ahead[index].result else { continue }
      ahead[index].load.attempt += 1
      ahead[index].result = nil
      actions.append(.load(ahead[index].load))
    }
    for direction in [WindowLoad<Query, Cursor>.Direction.prepend, .append] {
      guard loads[direction] == nil, let failure = failures.removeValue(forKey: direction)
      else { continue }
      actions.append(repeatLoad(of: failure))
    }
    return actions
  }

  /// Whether a load failed and waits for ``retry()``: at an end, a refresh, or a page ahead.
  var hasFailedLoad: Bool {
    !failures.isEmpty || ahead.contains { if case .failure? = $0.result { true } else { false } }
  }

  /// Starts the failed load again, in the current generation, with the next attempt number.
  private mutating func repeatLoad(of failure: Failure) -> Action {
    var load = failure.load
    load.attempt += 1
    load.generation = generation
    loads[load.direction] = load
    return .load(load)
  }

  /// Cancels every load in flight; the items stay.
  public mutating func cancel() -> [Action] {
    restart()
  }

  /// Cancels every load and starts a new generation.
  mutating func restart() -> [Action] {
    generation += 1
    let cancelled = loads.values.map(Action.cancel) + cancelAhead()
    loads = [:]
    return cancelled
  }

  /// Starts a load in `direction` at `cursor`, sending `validator` when it revalidates.
  mutating func start(
    _ direction: WindowLoad<Query, Cursor>.Direction, cursor: Cursor?,
    validator: PageValidator? = nil
  ) -> Action {
    failures[direction] = nil
    let load = WindowLoad(
      query: query, direction: direction, cursor: cursor, generation: generation,
      validator: validator)
    loads[direction] = load
    return .load(load)
  }
}
