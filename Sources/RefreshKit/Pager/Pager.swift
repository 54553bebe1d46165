public import Foundation
public import Observation
import StateMachine

/// The list a screen shows: items unique by id, loaded page by page from one closure, with
/// a load state per direction, item edits and a change set for every change.
///
/// ```swift
/// let pager = Pager(query: "swift", prefetchDistance: 10) { query, page in
///   try await api.searchRepositories(query, page: page ?? 1)  // → Page(items:, next:)
/// }
/// await pager.refresh()              // the first page
/// pager.itemDidAppear(at: 25)        // near the end: the next page loads
/// pager.query = "rust"               // cancels, drops late pages, loads page 1 of "rust"
/// ```
///
/// It runs on RefreshKit's engine (``RefreshOperator``, ``PagingLedger`` and a
/// `StateMachine`), so everything the engine guarantees holds: a failed page keeps its cursor
/// and is retried with the next attempt number, a page that arrives after a refresh or a
/// query change is discarded, a trigger is joined, preempts or is refused, never dropped.
///
/// ## Identity rules
/// - ``items`` are unique by `id`. An item that a later page sends again (offsets shift when
///   the server's list changes) stays once, in its first position, with the newer value.
/// - ``update(id:_:)`` edits are re-applied to every newer copy of the item that later pages or
///   refreshes deliver, until the query changes; make them idempotent (set, don't increment).
/// - ``remove(id:)`` hides the id until the next refresh: a later page sending it again does
///   not bring it back. A removal whose remote call is still running survives the refresh too.
/// - ``insert(_:at:)`` keeps the item at its place through later pages and refreshes until
///   the server sends the same id; the server's copy then takes the server's position.
/// - ``mutate(local:remote:)`` applies its edits at once and, when `remote` throws, undoes
///   exactly those edits (even if pages arrived in between) and rethrows.
/// - Setting ``query`` clears the items and every edit.
///
/// ## Revalidation
/// A pager made with a `loadPage` closure (``init(query:prefetchDistance:retry:clock:texts:loadPage:)``
/// and its cache variant) keeps, for every page it holds, its cursor, rows, ``PageValidator``
/// and freshness, and sends the validator of its copy in ``PageRequest/validator`` whenever it
/// loads that page again. The `(query, cursor)` loader and network managers send none and work
/// as before.
/// - A refresh whose first held page has a validator revalidates the pages held, page by page,
///   in order (the first with the refresh, each next one as a load-more), each with its validator.
/// - ``Page/unchanged(validator:freshUntil:)`` keeps the page: no ``ListChange``, its staleness
///   cleared, its new validator and freshness kept (and written in place to the cache).
/// - A changed page replaces exactly its rows (one change with only those rows); when its
///   `next` cursor differs from the held one, the pages after it go in the same change and
///   paging goes on from the new cursor. Edits stay, removals included.
/// - A failure keeps every row (with the cache: offline as before); ``retry()`` resumes at the
///   page that failed. ``refresh()`` and ``loadIfNeeded()`` return when the whole run settled.
/// - With a cache, the cached pages show at once; when every one of them is still fresh
///   (``Page/freshUntil`` after `now()`), the *automatic* first load (``loadIfNeeded()``, the
///   first load a ``PagerListBinding`` starts when its screen appears, and a new ``query``)
///   sends no request at all. ``refresh()`` (a pull) always asks the source.
/// - An "unchanged" answer to a request without a validator fails with
///   ``UnchangedPageWithoutValidator``.
///
/// ## Isolation
/// `@MainActor` and `@Observable`: SwiftUI views read ``items``, ``loadStates`` and
/// ``presentation`` directly. The loading closure runs off the main actor and should honour
/// task cancellation; releasing the pager cancels its load and any scheduled retry.
@MainActor
@Observable
public final class Pager<
  Query: Hashable & Sendable, Cursor: Hashable & Sendable,
  Item: Identifiable & Equatable & Sendable
> where Item.ID: Sendable {
  /// Loads the page at `cursor` (`nil` for the first page) of `query`.
  public typealias Load =
    @Sendable (_ query: Query, _ cursor: Cursor?) async throws -> Page<
      Item, Cursor
    >

  /// Loads the page a request asks for; the request carries the validator of the copy the
  /// pager holds, and the answer may be ``Page/unchanged(validator:freshUntil:)``.
  public typealias LoadPage =
    @Sendable (_ request: PageRequest<Query, Cursor>) async throws -> Page<Item, Cursor>

  /// The items loaded so far, unique by id, with the edits applied.
  public internal(set) var items = IdentifiedItems<Item>()
  /// Where loading stands in each direction.
  public internal(set) var loadStates = LoadStates()
  /// Whether a first page of the current query has arrived.
  public internal(set) var hasLoaded = false
  /// The change that produced the current ``items``.
  public internal(set) var lastChange = ListChange<Item.ID>(oldCount: 0, newCount: 0)
  /// Counts the changes of ``items``: one per ``ListChange``.
  public internal(set) var version = 0
  /// The words the header, footer and placeholders use.
  public var texts: RefreshTexts
  /// Automatic retries of failed loads; ``AutomaticRetry/off`` by default.
  public var retryPolicy: AutomaticRetry
  /// When the items shown come from a ``PageCache``: when the oldest of those pages was
  /// stored (show "cached 5 min ago"). `nil` when they came from the network or there is no cache.
  public internal(set) var staleSince: Date?
  /// The last failure of the ``PageCache``, if any; the items stay when the cache fails.
  public internal(set) var cacheError: PageCacheError?
  /// Whether screens offer pull-to-refresh (the seed's `TargetType.isRefreshable`); `true` by
  /// default. ``refresh()`` works either way.
  public var isRefreshable = true
  var currentQuery: Query

  @ObservationIgnored let machine: StateMachine<PagerOperator<Query, Cursor, Item>>
  @ObservationIgnored var list = PagerList<Item>(isUpdated: !=)
  @ObservationIgnored var prefetch: PrefetchTrigger
  @ObservationIgnored var lastAppearedIndex: Int?
  @ObservationIgnored var observers: [Int: @MainActor (ListChange<Item.ID>) -> Void] = [:]
  @ObservationIgnored var loadStateObservers: [Int: @MainActor (LoadStates) -> Void] = [:]
  @ObservationIgnored let streams = ChangeStreams<Item.ID>()
  @ObservationIgnored var lastObserverID = 0
  @ObservationIgnored var lastEditToken: UInt64 = 0
  @ObservationIgnored let retrySchedule = RetrySchedule()
  @ObservationIgnored let clock: any Clock<Duration>
  @ObservationIgnored var cacheLink: PagerCacheLink<Query, Item, Cursor>?
  /// The pages held, when the loader takes validators; `nil` for a `(query, cursor)` loader.
  @ObservationIgnored let held: HeldPages<Item, Cursor>?

  init(
    query: Query, prefetchDistance: Int, retry: AutomaticRetry, clock: any Clock<Duration>,
    texts: RefreshTexts, loader: PageLoader<Query, Cursor, Item>,
    held: HeldPages<Item, Cursor>? = nil
  ) {
    self.held = held
    self.currentQuery = query
    self.texts = texts
    self.retryPolicy = retry
    self.clock = clock
    self.prefetch = PrefetchTrigger(prefetchDistance: prefetchDistance)
    self.machine = StateMachine(operator: PagerOperator(query: query, loader: loader))
    machine.operator.onCommit = { [weak self] page, replace, cursor in
      self?.receive(page, replace: replace, cursor: cursor)
    }
    machine.operator.onSettle = { [weak self] load, disposition in
      self?.loadDidSettle(load, disposition: disposition)
    }
  }

  deinit {
    retrySchedule.cancel()
    streams.finishAll()
  }

  /// The query the items answer. Setting it loads the new query (see ``load(_:)``).
  public var query: Query {
    get { currentQuery }
    set { load(newValue) }
  }

  /// How close to the end ``itemDidAppear(at:)`` starts loading the next page.
  public var prefetchDistance: Int { prefetch.prefetchDistance }

  /// The engine's state, in the seed's vocabulary.
  public var state: RefreshState { machine.currentState }

  /// What the header, footer and placeholder show now.
  public var presentation: RefreshPresentation {
    RefreshPresentation(
      loadStates: loadStates, itemCount: items.count, hasLoaded: hasLoaded, texts: texts)
  }
}
