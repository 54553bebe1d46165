/// One thing a ``Pager`` did: a load started, finished, failed or was cancelled, a late result
/// was dropped, a page was trimmed, or the cache was read or written. Observe them with
/// ``Pager/events()`` or ``Pager/instrumentation``; a pager builds none while nothing
/// observes them.
///
/// ```swift
/// for await event in pager.events() {
///   if case .loadFailed(let request, let error, _, let retryAt) = event.kind {
///     print("page \(String(describing: request.cursor)) failed: \(error); retry at \(String(describing: retryAt))")
///   }
/// }
/// ```
@_spi(Diagnostics)
public struct PagerEvent<Query: Hashable & Sendable, Cursor: Hashable & Sendable>: Sendable {
  /// The loads the events are about.
  package typealias Request = PageRequest<Query, Cursor>

  /// What happened.
  public enum Kind: Sendable {
    /// A load was sent to the loader, and why.
    case loadStarted(PageRequest<Query, Cursor>, reason: LoadReason)
    /// A load's page arrived and was applied: its rows, how long it took (on the pager's
    /// clock) and where it came from.
    case loadFinished(
      PageRequest<Query, Cursor>, rows: Int, duration: Duration?, origin: LoadOrigin)
    /// A load failed; `retryAt` is when the automatic retry runs (on the pager's clock, see
    /// ``PagerEvent/time``), if one is scheduled.
    case loadFailed(
      PageRequest<Query, Cursor>, error: any Error, duration: Duration?, retryAt: Duration?)
    /// A load in flight was cancelled, and why; its result, if it still arrives, is dropped.
    case loadCancelled(PageRequest<Query, Cursor>, reason: CancelReason)
    /// The result of a load that was no longer in flight (cancelled or superseded) arrived and
    /// was dropped.
    case resultDropped(PageRequest<Query, Cursor>)
    /// A page was dropped from the window to keep ``PagerConfiguration/maxItems``: its cursor,
    /// its rows and the end it left from.
    case pageTrimmed(cursor: Cursor?, rows: Int, edge: PageEdge)
    /// The cache's pages of the query arrived for the first load (none: a miss).
    case cacheRead(pages: Int, rows: Int, duration: Duration?)
    /// The pages held were written to the cache: how many pages and rows were written.
    case cacheWritten(pages: Int, rows: Int)
  }

  /// When it happened: the time since the pager was created, on the pager's clock.
  public var time: Duration
  /// What happened.
  public var kind: Kind

  /// Creates an event.
  package init(time: Duration, kind: Kind) {
    self.time = time
    self.kind = kind
  }

  /// The load the event is about, if it is about one.
  package var request: Request? {
    switch kind {
    case .loadStarted(let request, _), .loadFinished(let request, _, _, _),
      .loadFailed(let request, _, _, _), .loadCancelled(let request, _),
      .resultDropped(let request):
      request
    case .pageTrimmed, .cacheRead, .cacheWritten: nil
    }
  }
}
