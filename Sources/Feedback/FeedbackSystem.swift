/// The sequence of states of a feedback system: the initial state, then the state after
/// each event, in order.
///
/// Create one with `system(initialState:reduce:feedback:)` or this type's initializers.
/// It is cold, like RxFeedback's `Observable.system`: nothing runs until it is iterated,
/// and each iterator runs its own system with its own feedback tasks.
///
/// ## Isolation
/// The system loop runs inside the iterating task, on the caller's isolation
/// (`next(isolation:)`): iterate on the main actor and `reduce`, every `react` query and
/// its bookkeeping run there. Events are reduced strictly one at a time, in the order they
/// arrive, and every state is handed to every feedback before the consumer receives it.
/// Feedback closures and effects run in their own tasks and talk to the loop only through
/// `Sendable` events. Cancelling the consuming task, breaking out of the loop or dropping
/// the iterator ends the system: every feedback and effect task is cancelled, and events
/// still on their way are never reduced.
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
public struct FeedbackSystem<State: Sendable, Event: Sendable>: AsyncSequence, Sendable {
  /// Each element is a state of the system.
  public typealias Element = State
  /// Iterating never throws.
  public typealias Failure = Never

  let initialState: State
  let reduce: @Sendable (inout State, Event) -> Void
  let feedback: [Feedback<State, Event>]

  /// Creates a feedback system; the same as `system(initialState:reduce:feedback:)`.
  ///
  /// The module and its ``Feedback`` type share a name, so `Feedback.system` cannot name
  /// the global function: spell it this way where a member called `system` hides it.
  ///
  /// ```swift
  /// let states = FeedbackSystem(initialState: 0, reduce: { $0 += $1 }, feedback: [adder])
  /// ```
  public init(
    initialState: State,
    reduce: @escaping @Sendable (inout State, Event) -> Void,
    feedback: [Feedback<State, Event>]
  ) {
    self.initialState = initialState
    self.reduce = reduce
    self.feedback = feedback
  }

  /// Creates a feedback system whose `reduce` returns the next state.
  ///
  /// ```swift
  /// let states = FeedbackSystem(initialState: .empty, reduce: State.reduce, feedback: [ui])
  /// ```
  public init(
    initialState: State,
    reduce: @escaping @Sendable (State, Event) -> State,
    feedback: [Feedback<State, Event>]
  ) {
    self.init(initialState: initialState, reduce: { $0 = reduce($0, $1) }, feedback: feedback)
  }

  /// Creates an iterator that runs a new instance of the system.
  public func makeAsyncIterator() -> Iterator {
    Iterator(loop: SystemLoop(initialState: initialState, reduce: reduce, feedback: feedback))
  }

  /// Runs one instance of the system; see ``FeedbackSystem`` for its isolation contract.
  ///
  /// The first call starts every feedback and returns the initial state; each later call
  /// waits for the next event, reduces it and returns the new state. It returns `nil` once
  /// the iterating task is cancelled; dropping the iterator also ends the system.
  public struct Iterator: AsyncIteratorProtocol {
    let loop: SystemLoop<State, Event>

    /// The next state, reduced on the generic executor.
    public mutating func next() async -> State? {
      await loop.next(isolation: nil)
    }

    /// The next state, reduced on `actor`: the caller's isolation.
    public mutating func next(isolation actor: isolated (any Actor)?) async -> State? {
      await loop.next(isolation: actor)
    }
  }
}

@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
@available(*, unavailable)
extension FeedbackSystem.Iterator: Sendable {}
