/// A feedback loop: it watches the states of a system and sends events back.
///
/// The RxFeedback model on Swift concurrency. Pass feedbacks to `system(initialState:
/// reduce:feedback:)`: every state is handed to each of them in order, and the events they
/// send are reduced one at a time (see ``FeedbackSystem``). Build one from a closure, from
/// a sequence of events, with ``react(query:effects:)`` or ``react(queries:effects:)`` for
/// effects the state requests, or with ``bind(_:)`` for a UI.
///
/// ```swift
/// let autosave = Feedback<Document, Event> { states, send in
///   for await document in states where document.isDirty {
///     send(.saved(await store.save(document)))
///   }
/// }
/// ```
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
public struct Feedback<State: Sendable, Event: Sendable>: Sendable {
  let makeRuntime: @Sendable (Outbox<Event>) -> any FeedbackRuntime<State>
}

@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
extension Feedback {
  /// Creates a feedback that runs `run` in its own task while the system runs.
  ///
  /// `states` yields every state of the system in order, starting with the initial
  /// state; `send` queues events for the system loop. The task is cancelled, and
  /// `states` finishes, when the system ends.
  ///
  /// ```swift
  /// let logger = Feedback<State, Event> { states, _ in
  ///   for await state in states { print(state) }
  /// }
  /// ```
  public init(
    _ run: @escaping @Sendable (_ states: AsyncStream<State>, _ send: Send<Event>) async -> Void
  ) {
    self.init(makeRuntime: { outbox in StreamRuntime(run: run, send: outbox.send()) })
  }

  /// Creates a feedback from a transformation of the state sequence into an event
  /// sequence: RxFeedback's `(ObservableSchedulerContext<State>) -> Observable<Event>`.
  ///
  /// ```swift
  /// let reset = Feedback<Int, Event>(events: { states in
  ///   states.filter { $0 > 10 }.map { _ in Event.reset }
  /// })
  /// ```
  public init<Events: AsyncSequence<Event, Never> & SendableMetatype>(
    events: @escaping @Sendable (_ states: AsyncStream<State>) -> Events
  ) {
    self.init { states, send in await Feedback.forward(events(states), to: send) }
  }

  /// Sends every event of `events` until it ends or the task is cancelled.
  static func forward(_ events: some AsyncSequence<Event, Never>, to send: Send<Event>) async {
    for await event in events {
      send(event)
    }
  }
}
