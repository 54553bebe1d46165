import Synchronization

/// Where a pager's events go besides its main-actor observers: the open ``Pager/events()``
/// streams and the ``PagerInstrumentation``'s recorder. Kept apart from the main actor so the
/// pager's nonisolated `deinit` reports the loads it cancels and finishes the streams.
final class PagerEventOutlet<Query: Hashable & Sendable, Cursor: Hashable & Sendable>: Sendable {
  typealias Event = PagerEvent<Query, Cursor>

  private struct State {
    var streams: [Int: AsyncStream<Event>.Continuation] = [:]
    var recorder: PagerEventRecorder<Query, Cursor>?
  }

  private let state = Mutex(State())

  /// Whether a stream is open or an instrumentation records: events must be built.
  var isActive: Bool { state.withLock { !$0.streams.isEmpty || $0.recorder != nil } }

  /// The instrumentation the events are recorded with.
  var instrumentation: PagerInstrumentation? {
    get { state.withLock { $0.recorder?.instrumentation } }
    set { state.withLock { $0.recorder = newValue.map(PagerEventRecorder.init) } }
  }

  func add(_ id: Int, _ continuation: AsyncStream<Event>.Continuation) {
    state.withLock { $0.streams[id] = continuation }
  }

  func remove(_ id: Int) {
    _ = state.withLock { $0.streams.removeValue(forKey: id) }
  }

  /// Records `events` of a pager showing `query` and yields them to every stream.
  func send(_ events: [Event], query: Query) {
    let (streams, recorder) = state.withLock { (Array($0.streams.values), $0.recorder) }
    for event in events {
      recorder?.record(event, query: event.request?.query ?? query)
      for stream in streams { stream.yield(event) }
    }
  }

  /// The pager was released at `time`, cancelling `loads`: reports them, then ends the streams.
  func release(cancelling loads: [PageRequest<Query, Cursor>], at time: Duration) {
    let (streams, recorder) = state.withLock { state in
      defer { state.streams.removeAll() }
      return (Array(state.streams.values), state.recorder)
    }
    for load in loads {
      let event = Event(time: time, kind: .loadCancelled(load, reason: .released))
      recorder?.record(event, query: load.query)
      for stream in streams { stream.yield(event) }
    }
    for stream in streams { stream.finish() }
  }
}
