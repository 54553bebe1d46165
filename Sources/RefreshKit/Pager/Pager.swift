public import Foundation
public import Observation
import RefreshKitLocking

/// The list a screen shows: items unique by id, loaded page by page, with a load state per
/// direction, edits with rollback, an optional offline cache, automatic retries and a change
/// set for every change. One type for every list: forward-only feeds, search results, and
/// chat or timeline screens that load both ways and hold a bounded window.
///
/// ```swift
/// let pager = Pager(query: "swift") { request in
///   try await api.searchRepositories(request.query, page: request.cursor ?? 1)  // → Page
/// }
/// await pager.refresh()              // the first page
/// pager.itemDidAppear(at: 25)        // near the end: the next page loads
/// pager.query = "rust"               // cancels, drops late pages, loads page 1 of "rust"
/// ```
///
/// A ``PagerConfiguration`` sets the page size, the prefetch distance, the most items held
/// (`maxItems`; pages far from the rows on screen are dropped and counted as
/// ``placeholdersBefore`` and ``placeholdersAfter``), the jump threshold, the pipeline depth
/// and the ``RefreshPolicy``. With an initial key and pages that name their `previous` cursor
/// it loads both ways (see <doc:AChatScreen>). Every decision is made by one pure state
/// machine; this class only runs its loads, its cache reads and writes and its retries.
///
/// ## Identity rules
/// - ``items`` are unique by `id`. An item that a later page sends again (offsets shift when
///   the server's list changes) stays once, in its first position, with the newer value.
/// - ``update(id:_:)`` edits are re-applied to every newer copy of the item that later pages,
///   refreshes or reloads of a trimmed page deliver, until the query changes; make them
///   idempotent (set, don't increment).
/// - ``remove(id:)`` hides the id until the next refresh: a later page sending it again, or
///   the reload of its trimmed page, does not bring it back. A removal whose remote call is
///   still running survives the refresh too.
/// - ``insert(_:at:)`` keeps the item after the row it was inserted after, through later pages,
///   and at its index through refreshes, until the server sends the same id, in any page: the
///   server's copy then takes the server's position.
/// - ``mutate(local:remote:)`` applies its edits at once and, when `remote` throws, undoes
///   exactly those edits (even if pages arrived in between) and rethrows.
/// - Setting ``query`` clears the items and every edit.
///
/// ## Revalidation
/// A pager keeps, for every page it holds, its cursor, rows, ``PageValidator`` and freshness,
/// and sends the validator of its copy in ``PageRequest/validator`` whenever it loads that
/// page again. A loader that ignores it answers with the whole page, which replaces the copy.
/// - A refresh whose first held page has a validator revalidates the pages held, page by page,
///   in order, each with its validator (``RefreshPolicy/revalidateLoaded``).
/// - ``Page/unchanged(validator:freshUntil:)`` keeps the page: no ``ListChange``, its staleness
///   cleared, its new validator and freshness kept (and written in place to the cache).
/// - A changed page replaces exactly its rows (one change with only those rows); when its
///   `next` cursor differs from the held one, the pages after it go in the same change and
///   paging goes on from the new cursor. Edits stay, removals included.
/// - A failure keeps every row (with the cache: offline as before); ``retry()`` resumes at the
///   page that failed. ``refresh(_:)`` and ``loadIfNeeded()`` return when the whole run settled.
/// - The list stays usable throughout: rows near either end load the next page there at once.
/// - With a cache, the cached pages show at once; when every one of them is still fresh
///   (``Page/freshUntil`` after `now()`), the *automatic* first load (``loadIfNeeded()``, the
///   first load a ``PagerListBinding`` starts when its screen appears, and a new ``query``)
///   sends no request at all. ``refresh(_:)`` (a pull) always asks the source.
/// - An "unchanged" answer to a request without a validator fails with
///   ``UnchangedPageWithoutValidator``.
///
/// ## Isolation
/// `@MainActor` and `@Observable`: SwiftUI views read ``items``, ``loadStates`` and
/// ``presentation`` directly. The loading closure runs off the main actor and should honour
/// task cancellation; releasing the pager cancels its loads and any scheduled retry.
@MainActor
@Observable
public final class Pager<
  Query: Hashable & Sendable, Cursor: Hashable & Sendable,
  Item: Identifiable & Equatable & Sendable
> where Item.ID: Sendable {
  /// Loads the page a request asks for; the request carries its direction, attempt and the
  /// validator of the copy the pager holds, and the answer may be
  /// ``Page/unchanged(validator:freshUntil:)``.
  public typealias LoadPage =
    @Sendable (_ request: PageRequest<Query, Cursor>) async throws -> Page<Item, Cursor>

  typealias Machine = PagerMachine<Query, Cursor, Item>

  /// The values published as ``items``, ``placeholdersBefore``, ``placeholdersAfter``,
  /// ``loadStates``, ``hasLoaded``, ``anchor``, ``staleSince`` and ``cacheError``
  /// (`Pager+Observed.swift`), reported to Observation under ``keyPaths``.
  @ObservationIgnored var published = PagerPublishedValues<Item.ID>()
  /// The key paths of the observed properties, made once (see ``PagerKeyPaths``).
  @ObservationIgnored let keyPaths = PagerKeyPaths<Query, Cursor, Item>()
  /// The change that produced the current items and placeholders (``lastChange``).
  @ObservationIgnored var latestChange = ListChange<Item.ID>(oldCount: 0, newCount: 0)
  /// Counts the changes of ``items`` (``version``).
  @ObservationIgnored var changeCount = 0
  /// The words the header, footer and placeholders use.
  public var texts: RefreshTexts
  /// Automatic retries of failed loads; ``AutomaticRetry/off`` by default.
  var retryPolicy: AutomaticRetry
  /// What ``refresh(_:)`` does with the user's place when it names no policy: the
  /// configuration's.
  let refreshPolicy: RefreshPolicy
  /// Whether screens offer pull-to-refresh; `true` by default. ``refresh(_:)`` works either way.
  public var isRefreshable = true
  /// The last ``recentEventLimit`` events (``recentEvents``).
  var recentEventLog: [PagerEvent<Query, Cursor>] = []
  /// How many of the last events ``recentEvents`` keeps (``recentEventLimit``).
  @ObservationIgnored var eventLimit = 0

  @ObservationIgnored var machine: Machine
  @ObservationIgnored let loader: LoadPage
  @ObservationIgnored let tasks = LoadTasks<PageRequest<Query, Cursor>>()
  @ObservationIgnored var observers = ObserverList<ListChange<Item.ID>>()
  @ObservationIgnored var loadStateObservers = ObserverList<LoadStates>()
  @ObservationIgnored let streams = ChangeStreams<Item.ID>()
  @ObservationIgnored var eventObservers = ObserverList<PagerEvent<Query, Cursor>>()
  @ObservationIgnored let eventOutlet = PagerEventOutlet<Query, Cursor>()
  /// When the cache read for the first load started, while the events are observed.
  @ObservationIgnored var cacheReadStart: Duration?
  @ObservationIgnored var lastObserverID = 0
  /// How many ``perform(_:cause:)`` calls are under way: more than one when an observer of a
  /// change reports rows (a load may start), and then waits end only at the outermost.
  @ObservationIgnored var performDepth = 0
  @ObservationIgnored var waiters: [Int: Waiter] = [:]
  @ObservationIgnored var lastEditToken: UInt64 = 0
  @ObservationIgnored let retrySchedule = RetrySchedule()
  @ObservationIgnored let clock: any Clock<Duration>
  /// The time since the pager was created, on ``clock``: the times its events carry.
  @ObservationIgnored let elapsed: @Sendable () -> Duration
  @ObservationIgnored let now: @Sendable () -> Date
  @ObservationIgnored var cacheLink: PagerCacheLink<Query, Cursor, Item>?
  /// The store this list shows its entities through, if any (see ``shareEntities(with:)``).
  @ObservationIgnored var entityStore: EntityStore<Item>?
  /// Tells the entity store this list is gone (run by `deinit`, off the main actor).
  @ObservationIgnored let detachFromStore = Locked<(@Sendable () -> Void)?>(nil)

  @usableFromInline
  init(
    query: Query, configuration: PagerConfiguration, initialKey: Cursor? = nil,
    pageAt: (@Sendable (Int) -> PagePosition<Cursor>)? = nil,
    cursorAfter: (@Sendable (Cursor) -> Cursor)? = nil, revalidates: Bool,
    cache: (cache: any PageCache<Item, Cursor>, key: (Query) -> String)? = nil,
    retry: AutomaticRetry, clock: any Clock<Duration>, now: @escaping @Sendable () -> Date,
    texts: RefreshTexts, appender: PageAppender<Item> = .specialized,
    loadPage: @escaping LoadPage
  ) {
    self.machine = Machine(
      query: query, configuration: configuration, initialKey: initialKey, pageAt: pageAt,
      cursorAfter: cursorAfter, revalidates: revalidates, usesCache: cache != nil,
      appender: appender)
    self.loader = loadPage
    self.refreshPolicy = configuration.refreshPolicy
    self.texts = texts
    self.retryPolicy = retry
    self.clock = clock
    self.elapsed = stopwatch(clock)
    self.now = now
    self.published.loadStates = machine.loadStates
    if let cache {
      cacheLink = PagerCacheLink(cache: cache.cache, key: cache.key, now: now)
    }
  }

  deinit {
    detachFromStore.withLock { $0 }?()
    let cancelled = tasks.cancelAll()
    if !cancelled.isEmpty { eventOutlet.release(cancelling: cancelled, at: elapsed()) }
    retrySchedule.cancel()
    streams.finishAll()
  }

  /// The query the items answer. Setting it loads the new query (see ``load(_:)``).
  public var query: Query {
    get { machine.query }
    set { load(newValue) }
  }

  /// How the pager pages.
  public var configuration: PagerConfiguration { machine.configuration }
  /// How close to the end ``itemDidAppear(at:)`` starts loading the next page there: the
  /// configured distance, or with ``PrefetchMode/adaptive`` the one measured so far.
  public var prefetchDistance: Int { machine.prefetchDistance(forward: machine.estimator.forward) }
  /// Whether a far position loads around itself (``jump(to:)``) instead of walking.
  package var canJump: Bool { machine.canJump }
  /// Whether a load is in flight in any direction, or the cache is being read for the first
  /// load or a restoration (``waitUntilIdle()`` waits until it is `false`).
  /// (Diagnostics: benchmarks settle on it.)
  @_spi(Diagnostics)
  public var isLoading: Bool { machine.hasLoadsInFlight || machine.isReadingCache }

  /// What the header, footer and placeholder show now.
  public var presentation: RefreshPresentation {
    RefreshPresentation(
      loadStates: loadStates, itemCount: items.count, hasLoaded: hasLoaded, texts: texts)
  }

  /// Every row a list of this pager shows: placeholders, items, placeholders.
  public var positionCount: Int { placeholdersBefore + items.count + placeholdersAfter }

  /// The item at `position` among all rows, or `nil` for a placeholder.
  public func item(atPosition position: Int) -> Item? {
    let index = position - placeholdersBefore
    return items.indices.contains(index) ? items[index] : nil
  }
}

/// A reading of the time since now on `clock` (the existential opened once).
private func stopwatch<C: Clock<Duration>>(_ clock: C) -> @Sendable () -> Duration {
  let start = clock.now
  return { start.duration(to: clock.now) }
}
