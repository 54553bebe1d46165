/// Derives a ``Pager``'s events from one step of its ``PagerMachine``: what the machine was
/// asked (the cause) and the actions it answered. Pure, so tests check exact sequences; the
/// pager calls it only while something observes its events.
///
/// ```swift
/// let events = PagerEventDeriver<String, Int, Repository>.events(
///   of: .appeared(position: 18), actions: machine.positionDidAppear(18),
///   lastPosition: 18, now: .seconds(3))
/// ```
package enum PagerEventDeriver<
  Query: Hashable & Sendable, Cursor: Hashable & Sendable,
  Item: Identifiable & Equatable & Sendable
> where Item.ID: Sendable {
  package typealias Machine = PagerMachine<Query, Cursor, Item>
  package typealias Request = PageRequest<Query, Cursor>
  package typealias Event = PagerEvent<Query, Cursor>

  /// What the machine was asked in one step.
  package enum Cause {
    /// A refresh or the first load.
    case refresh
    /// ``Pager/loadMore()``.
    case loadMore
    /// A retry, by the app or scheduled.
    case retry(automatic: Bool)
    /// A new query.
    case query
    /// A jump to a far position.
    case jump
    /// A restoration.
    case restore
    /// A row appeared at this position.
    case appeared(position: Int)
    /// ``Pager/cancel()``.
    case cancel
    /// An edit, or anything that starts no load.
    case edit
    /// A load's result arrived, for a load started at `startedAt`.
    case arrived(Request, Arrival, startedAt: Duration?)
    /// The cache's pages for the first load arrived, read since `since`.
    case cacheRead(pages: Int, rows: Int, since: Duration?)
  }

  /// What a load's result was, as the events tell it (built from the page, not holding it).
  package enum Arrival {
    /// Its page, with this many rows, or "unchanged".
    case page(rows: Int, unchanged: Bool)
    /// Its failure, retried at `retryAt` when a retry is scheduled.
    case failure(any Error, retryAt: Duration?)
    /// It was no longer in flight: dropped.
    case dropped
  }

  /// The events of one step, in order: the result the step handled, the pages trimmed, then
  /// one event per action (loads cancelled and started, cache writes).
  package static func events(
    of cause: Cause, actions: [Machine.Action],
    lastPosition: Int?, now: Duration
  ) -> [Event] {
    var events: [Event] = []
    forEachEvent(
      of: cause, actions: actions, lastPosition: lastPosition, now: now
    ) { events.append($0) }
    return events
  }

  /// ``events(of:actions:lastPosition:now:)`` handed to `body` one by one as they are
  /// built, with no list in between (the pager's path, taken on every step while observed).
  package static func forEachEvent(
    of cause: Cause, actions: [Machine.Action],
    lastPosition: Int?, now: Duration, _ body: (Event) -> Void
  ) {
    if let outcome = outcome(of: cause, now: now) {
      body(Event(time: now, kind: outcome))
    }
    var trimmed = false
    for case .trimmed(let key, let rows, let atStart) in actions {
      trimmed = true
      body(
        Event(
          time: now, kind: .pageTrimmed(cursor: key, rows: rows, edge: atStart ? .start : .end)))
    }
    for action in actions {
      let kind: Event.Kind
      switch action {
      case .load(let request):
        kind = .loadStarted(
          request, reason: reason(request, cause: cause, lastPosition: lastPosition))
      case .cancel(let request):
        kind = .loadCancelled(
          request, reason: reason(cancelling: cause, trimmed: trimmed))
      case .writeCache(let write):
        let pages = write.pagesWritten
        kind = .cacheWritten(pages: pages.count, rows: pages.reduce(0) { $0 + $1.page.items.count })
      case .publish, .readCache, .trimmed, .released: continue
      }
      body(Event(time: now, kind: kind))
    }
  }

  /// The event of the result a step handled, if it handled one.
  static func outcome(of cause: Cause, now: Duration) -> Event.Kind? {
    switch cause {
    case .arrived(let request, let arrival, let startedAt):
      let duration = startedAt.map { now - $0 }
      switch arrival {
      case .dropped: return .resultDropped(request)
      case .page(_, unchanged: true) where request.validator == nil:
        return .loadFailed(
          request, error: UnchangedPageWithoutValidator(), duration: duration, retryAt: nil)
      case .page(let rows, let unchanged):
        return .loadFinished(
          request, rows: rows, duration: duration, origin: unchanged ? .notModified : .network)
      case .failure(let error, let retryAt):
        return .loadFailed(request, error: error, duration: duration, retryAt: retryAt)
      }
    case .cacheRead(let pages, let rows, let since):
      return .cacheRead(pages: pages, rows: rows, duration: since.map { now - $0 })
    default: return nil
    }
  }

  /// Why `request` started in a step caused by `cause`.
  static func reason(_ request: Request, cause: Cause, lastPosition: Int?) -> LoadReason {
    if case .retry(let automatic) = cause, request.attempt > 1 {
      return .retry(automatic: automatic)
    }
    if request.validator != nil { return .revalidation }
    switch cause {
    case .query: return .queryChange
    case .jump: return .jump
    case .restore: return .restoration
    case .loadMore: return .loadMore
    case .appeared(let position) where request.direction != .refresh:
      return .prefetch(row: position)
    default:
      guard request.direction != .refresh, let lastPosition else { return .refresh }
      return .prefetch(row: lastPosition)
    }
  }

  /// Why the loads a step caused by `cause` cancelled were cancelled.
  static func reason(cancelling cause: Cause, trimmed: Bool) -> CancelReason {
    switch cause {
    case .query: .queryChange
    case .cancel: .requested
    case .arrived where trimmed: .trim
    default: .superseded
    }
  }
}

extension PagerMachine.CacheWrite {
  /// The pages this write stores.
  var pagesWritten: [PageWindow<Item, Cursor>.LoadedPage] {
    switch self {
    case .replaceAll(let pages), .append(let pages): pages
    case .replacePage(let index, let pages): pages.indices.contains(index) ? [pages[index]] : []
    case .slide(let slide, _): slide.prepended + slide.appended
    }
  }
}
