public import Observation

/// A list that loads both ways from any starting point and holds a bounded window of it:
/// chat and timeline screens, and lists too long to keep whole.
///
/// ```swift
/// let configuration = try WindowConfiguration(pageSize: 50, prefetchDistance: 20, maxItems: 500)
/// let pager = WindowedPager(
///   query: "room-42", configuration: configuration, initialKey: 100,  // around message 5,000
///   pageAt: { PagePosition(cursor: $0 / 50 + 1, itemsBefore: $0 / 50 * 50) }
/// ) { load in
///   try await api.messages(load.query, page: load.cursor ?? 1)  // → WindowPage
/// }
/// await pager.refresh()
/// pager.itemDidAppear(at: 3)     // near the top: the page before loads
/// ```
///
/// It keeps ``Pager``'s identity rule (an id shows once, at its first position, with the
/// newest value), drops pages far from the rows on screen past
/// ``WindowConfiguration/maxItems`` and counts them as ``placeholdersBefore`` and
/// ``placeholdersAfter``; scrolling back loads them again with the same ids. Every change is a
/// ``WindowChange``. A refresh follows ``refreshPolicy``; ``restoration()`` and
/// ``restore(_:)`` bring the user back after a relaunch. Every decision is
/// ``WindowMachine``'s; this class only runs its loads.
///
/// ## Isolation
/// `@MainActor` and `@Observable`. The loading closure runs off the main actor and should
/// honour task cancellation; releasing the pager cancels every load in flight.
@MainActor
@Observable
public final class WindowedPager<
  Query: Hashable & Sendable, Cursor: Hashable & Sendable,
  Item: Identifiable & Equatable & Sendable
> where Item.ID: Sendable {
  /// Loads one page.
  public typealias Load =
    @Sendable (WindowLoad<Query, Cursor>) async throws -> WindowPage<
      Item, Cursor
    >
  typealias Machine = WindowMachine<Query, Item, Cursor>

  /// The items held, unique by id.
  public internal(set) var items = IdentifiedItems<Item>()
  /// Rows counted before ``items`` and not held (dropped, or not loaded yet).
  public internal(set) var placeholdersBefore = 0
  /// Rows counted after ``items`` and not held.
  public internal(set) var placeholdersAfter = 0
  /// Where loading stands in each direction.
  public internal(set) var loadStates = LoadStates(prepend: .notLoading(endReached: false))
  /// The change that produced the current items.
  public internal(set) var lastChange: WindowChange<Item.ID>?
  /// Counts the published changes.
  public internal(set) var version = 0
  /// The row the last ``RefreshPolicy/keepPosition`` refresh or restoration kept.
  public internal(set) var anchor: WindowAnchor<Item.ID>?
  /// What ``refresh()`` does with the user's place.
  public var refreshPolicy: RefreshPolicy

  @ObservationIgnored var machine: Machine
  @ObservationIgnored let loader: Load
  @ObservationIgnored let tasks = LoadTasks<WindowLoad<Query, Cursor>>()
  @ObservationIgnored var observers: [Int: @MainActor (WindowChange<Item.ID>) -> Void] = [:]
  @ObservationIgnored var lastObserverID = 0
  @ObservationIgnored var idleWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
  @ObservationIgnored var lastWaiterID = 0

  /// Creates a pager for `query`; nothing loads until ``refresh()``, ``loadIfNeeded()`` or
  /// ``restore(_:)``.
  ///
  /// - Parameters:
  ///   - initialKey: The cursor of the first page to load (Paging 3's `initialKey`): start in
  ///     the middle and load both ways. `nil` loads from the start of the data.
  ///   - pageAt: The page holding a position, when cursors can be computed from positions
  ///     (page numbers, offsets); with it far positions jump, without it they walk.
  ///   - cursorAfter: The cursor of the page after a page, when it can be computed ahead;
  ///     with it and a ``WindowConfiguration/pipelineDepth`` above 1, appends are pipelined.
  ///   - load: Loads one page; runs off the main actor.
  public init(
    query: Query, configuration: WindowConfiguration, initialKey: Cursor? = nil,
    refreshPolicy: RefreshPolicy = .replaceAll,
    pageAt: (@Sendable (Int) -> PagePosition<Cursor>)? = nil,
    cursorAfter: (@Sendable (Cursor) -> Cursor)? = nil, load: @escaping Load
  ) {
    self.machine = Machine(
      query: query, configuration: configuration, initialKey: initialKey, pageAt: pageAt,
      cursorAfter: cursorAfter)
    self.refreshPolicy = refreshPolicy
    self.loader = load
  }

  deinit {
    tasks.cancelAll()
  }

  /// The query the items answer; setting it cancels every load, clears the items and loads
  /// the initial key of the new query.
  public var query: Query {
    get { machine.query }
    set { perform(machine.setQuery(newValue)) }
  }

  /// How the pager pages.
  public var configuration: WindowConfiguration { machine.configuration }
  /// Whether a far position loads around itself (``jump(to:)``) instead of walking.
  public var canJump: Bool { machine.canJump }
  /// Whether a first page of the current query has arrived.
  public var hasLoaded: Bool { machine.hasLoaded }
  /// What the header, footer and placeholder show now, as for a ``Pager``.
  public var presentation: RefreshPresentation {
    RefreshPresentation(loadStates: loadStates, itemCount: items.count, hasLoaded: hasLoaded)
  }

  /// Every row a list of this pager shows: placeholders, items, placeholders.
  public var positionCount: Int { placeholdersBefore + items.count + placeholdersAfter }
  /// The item at `position` among all rows, or `nil` for a placeholder.
  public func item(atPosition position: Int) -> Item? {
    let index = position - placeholdersBefore
    return items.indices.contains(index) ? items[index] : nil
  }
}
