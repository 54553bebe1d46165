/// A load a ``Pager`` is waiting for (see ``Pager/loadsInFlight``): what it asked for and when.
/// For tests; an app derives the loads in flight from ``Pager/events()``.
///
/// ```swift
/// for load in pager.loadsInFlight {
///   print(load.request.direction, load.request.cursor as Any, load.request.attempt, load.startedAt as Any)
/// }
/// ```
package struct LoadInFlight<Query: Hashable & Sendable, Cursor: Hashable & Sendable>: Hashable,
  Sendable
{
  /// The load: direction, cursor, attempt and generation.
  package var request: PageRequest<Query, Cursor>
  /// When it started, on the pager's clock (see ``PagerEvent/time``), whether or not anything
  /// observes the events (the pager times every load for adaptive prefetch); `nil` only when
  /// the start was not recorded.
  package var startedAt: Duration?

  /// Creates a load in flight.
  package init(request: PageRequest<Query, Cursor>, startedAt: Duration?) {
    self.request = request
    self.startedAt = startedAt
  }
}
