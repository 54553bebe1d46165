import RefreshKitLocking

/// Where a pager's events go besides its main-actor observers: the open ``Pager/events()``
/// streams and the ``PagerInstrumentation``'s recorder. Kept apart from the main actor so the
/// pager's nonisolated `deinit` reports the loads it cancels and finishes the streams.
final class PagerEventOutlet<Query: Hashable & Sendable, Cursor: Hashable & Sendable>: Sendable {
  typealias Event = PagerEvent<Query, Cursor>

  private struct State {
    var streams: [Int: AsyncStream<Event>.Continuation] = [:]
    var recorder: PagerEventRecorder<Query, Cursor>?
  }

  private let state = Locked(State())
  /// Whether a stream is open or an instrumentation records, kept apart from the generic state:
  /// the check made on every step of the pager takes this lock only.
  private let hasSinks = Locked(false)

  /// Whether a stream is open or an instrumentation records: events must be built.
  var isActive: Bool { hasSinks.withLock { $0 } }

  /// The instrumentation the events are recorded with.
  var instrumentation: PagerInstrumentation? {
    get { state.withLock { $0.recorder?.instrumentation } }
    set {
      state.withLock { state in
        state.recorder = newValue.map(PagerEventRecorder.init)
        noteSinks(state)
      }
    }
  }

  func add(_ id: Int, _ continuation: AsyncStream<Event>.Continuation) {
    state.withLock { state in
      state.streams[id] = continuation
      noteSinks(state)
    }
  }

  func remove(_ id: Int) {
    state.withLock { state in
      state.streams[id] = nil
      noteSinks(state)
    }
  }

  /// Called with `state`'s lock held, so that ``isActive`` follows the changes in order.
  private func noteSinks(_ state: State) {
    let active = !state.streams.isEmpty || state.recorder != nil
    hasSinks.withLock { $0 = active }
  }

  /// Records `events` of a pager showing `query` and yields them to every stream.
  func send(_ events: [Event], query: Query) {
    guard isActive else { return }
    let (streams, recorder) = state.withLock { (Array($0.streams.values), $0.recorder) }
    for event in events {
      recorder?.record(event, query: event.request?.query ?? query)
      for stream in streams { stream.yield(event) }
    }
  }

  /// The pager was released at `time`, cancelling `loads`: reports them, then ends the streams.
  func release(cancelling loads: [PageRequest<Query, Cursor>], at time: Duration) {
    let (streams, recorder) = state.withLock { state in
      defer {
        state.streams.removeAll()
        noteSinks(state)
      }
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
