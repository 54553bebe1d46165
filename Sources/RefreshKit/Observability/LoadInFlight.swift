/// A load a ``Pager`` is waiting for (see ``Pager/loadsInFlight``): what it asked for and when.
///
/// ```swift
/// for load in pager.loadsInFlight {
///   print(load.request.direction, load.request.cursor as Any, load.request.attempt, load.startedAt as Any)
/// }
/// ```
public struct LoadInFlight<Query: Hashable & Sendable, Cursor: Hashable & Sendable>: Hashable,
  Sendable
{
  /// The load: direction, cursor, attempt and generation.
  public var request: PageRequest<Query, Cursor>
  /// When it started, on the pager's clock (see ``PagerEvent/time``); `nil` when it started
  /// while nothing observed the pager's events.
  public var startedAt: Duration?

  /// Creates a load in flight.
  public init(request: PageRequest<Query, Cursor>, startedAt: Duration?) {
    self.request = request
    self.startedAt = startedAt
  }
}
