/// The UI side of a feedback system, RxFeedback's `Bindings(subscriptions:events:)`: state
/// out to subscriptions, events in from the UI.
///
/// Turn it into a feedback with ``Feedback/bind(_:)``.
///
/// ```swift
/// let (typed, input) = AsyncStream.makeStream(of: Event.self)
/// let ui = Feedback.bind(
///   Bindings<State, Event>(
///     subscriptions: [{ @MainActor state in label.text = state.search }],
///     events: [typed]
///   )
/// )
/// input.yield(.searchChanged("swift"))  // from the UI's callback
/// ```
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
public struct Bindings<State: Sendable, Event: Sendable>: Sendable {
  /// Receives every state of the system, in order; one state at a time.
  ///
  /// Annotate the closure `@MainActor` to update UI: it is awaited on the main actor.
  public typealias Subscription = @Sendable (State) async -> Void

  /// The state observers, called in array order for each state.
  public let subscriptions: [Subscription]
  /// The UI's event sources; each is iterated in its own child task.
  public let events: [any AsyncSequence<Event, Never> & Sendable]

  /// Creates bindings from state observers and UI event sources.
  ///
  /// ```swift
  /// Bindings(subscriptions: [{ print($0) }], events: [buttonTaps.map { _ in .refresh }])
  /// ```
  public init(
    subscriptions: [Subscription] = [],
    events: [any AsyncSequence<Event, Never> & Sendable] = []
  ) {
    self.subscriptions = subscriptions
    self.events = events
  }
}

@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
extension Feedback {
  /// A feedback that drives `bindings`: RxFeedback's `UI.bind`.
  ///
  /// Every state is passed to each subscription in order (a subscription finishes with a
  /// state before it gets the next), and every event the sources produce is sent to the
  /// system. When the system ends, the subscriptions stop and the sources are cancelled.
  ///
  /// ```swift
  /// let states = system(
  ///   initialState: State.empty,
  ///   reduce: State.reduce,
  ///   feedback: .bind(Bindings(subscriptions: [render], events: [keystrokes])), loader
  /// )
  /// ```
  public static func bind(_ bindings: Bindings<State, Event>) -> Feedback {
    Feedback { states, send in
      await withDiscardingTaskGroup { group in
        for source in bindings.events {
          group.addTask { await forward(source, to: send) }
        }
        for await state in states {
          for subscription in bindings.subscriptions {
            await subscription(state)
          }
        }
        group.cancelAll()
      }
    }
  }
}
