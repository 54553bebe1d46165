@_spi(Diagnostics) public import RefreshKit

/// What the inspector (F2) keeps of one list's events, read from the pager's `events()` stream
/// from the list's creation on: the loads in flight (started, and not yet finished, failed or
/// cancelled), each with when it started, and the last ``limit`` events.
///
/// ```swift
/// let events = ListEventLog(pager)
/// events.inFlight.map(\.request.cursor)   // the pages loading now
/// events.recent.last?.description         // "finished append cursor=2 …: 30 rows from network"
/// ```
@MainActor
public final class ListEventLog<Query: Hashable & Sendable, Cursor: Hashable & Sendable> {
  /// A load the pager waits for, and when the log heard it start.
  public struct Load: Sendable {
    /// The load: direction, cursor, attempt and generation.
    public var request: PageRequest<Query, Cursor>
    /// When the log heard it start.
    public var started: ContinuousClock.Instant
  }

  /// The loads in flight, in the order they started.
  public private(set) var inFlight: [Load] = []
  /// The last ``limit`` events, oldest first.
  package private(set) var recent: [PagerEvent<Query, Cursor>] = []
  /// How many events ``recent`` keeps.
  public let limit: Int

  /// Starts reading the events of `pager`; the log keeps the last `limit` of them. It reads
  /// until the pager is released, or until the next event after the log is released.
  public init<Item>(_ pager: Pager<Query, Cursor, Item>, limit: Int = 20) {
    self.limit = limit
    let events = pager.events()
    Task { [weak self] in
      for await event in events {
        guard let self else { return }
        self.record(event)
      }
    }
  }

  /// Takes the next event: keeps it among the recent ones and follows the loads it starts or
  /// ends. A late result (`resultDropped`) belongs to a load already cancelled.
  func record(_ event: PagerEvent<Query, Cursor>) {
    recent.append(event)
    if recent.count > limit { recent.removeFirst(recent.count - limit) }
    switch event.kind {
    case .loadStarted(let request, _):
      inFlight.append(Load(request: request, started: .now))
    case .loadFinished(let request, _, _, _), .loadFailed(let request, _, _, _),
      .loadCancelled(let request, _):
      inFlight.removeAll { $0.request == request }
    case .resultDropped, .pageTrimmed, .cacheRead, .cacheWritten:
      break
    }
  }
}
