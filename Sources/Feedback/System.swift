/// Creates a feedback system: the sequence of its states, starting with `initialState`.
///
/// Each event a feedback sends is reduced in arrival order with `reduce`, and each new
/// state is handed to every feedback, then to the consumer. Nothing runs until the
/// sequence is iterated; see ``FeedbackSystem`` for the isolation contract.
///
/// ```swift
/// let counter = system(
///   initialState: 0,
///   reduce: { (count: inout Int, event: Event) in count += 1 },
///   feedback: [.react(query: { $0 < 3 ? $0 : nil }, effect: { _ in .increment })]
/// )
/// for await count in counter {
///   print(count)  // 0, 1, 2, 3
///   if count == 3 { break }
/// }
/// ```
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
public func system<State: Sendable, Event: Sendable>(
  initialState: State,
  reduce: @escaping @Sendable (inout State, Event) -> Void,
  feedback: [Feedback<State, Event>]
) -> FeedbackSystem<State, Event> {
  FeedbackSystem(initialState: initialState, reduce: reduce, feedback: feedback)
}

/// Creates a feedback system from a variadic list of feedbacks.
///
/// ```swift
/// let states = system(initialState: State.empty, reduce: State.reduce, feedback: ui, loader)
/// ```
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
public func system<State: Sendable, Event: Sendable>(
  initialState: State,
  reduce: @escaping @Sendable (inout State, Event) -> Void,
  feedback: Feedback<State, Event>...
) -> FeedbackSystem<State, Event> {
  system(initialState: initialState, reduce: reduce, feedback: feedback)
}

/// Creates a feedback system whose `reduce` returns the next state, like RxFeedback's.
///
/// ```swift
/// let states = system(
///   initialState: State.empty,
///   reduce: State.reduce,  // (State, Event) -> State
///   feedback: [.react(query: \.loadNextPage, effect: loadPage)]
/// )
/// ```
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
public func system<State: Sendable, Event: Sendable>(
  initialState: State,
  reduce: @escaping @Sendable (State, Event) -> State,
  feedback: [Feedback<State, Event>]
) -> FeedbackSystem<State, Event> {
  FeedbackSystem(initialState: initialState, reduce: reduce, feedback: feedback)
}

/// Creates a feedback system whose `reduce` returns the next state, from a variadic list
/// of feedbacks.
///
/// ```swift
/// let states = system(initialState: State.empty, reduce: State.reduce, feedback: ui, loader)
/// ```
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
public func system<State: Sendable, Event: Sendable>(
  initialState: State,
  reduce: @escaping @Sendable (State, Event) -> State,
  feedback: Feedback<State, Event>...
) -> FeedbackSystem<State, Event> {
  system(initialState: initialState, reduce: reduce, feedback: feedback)
}
