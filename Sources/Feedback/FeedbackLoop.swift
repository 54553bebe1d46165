public import Observation

/// An observable handle on a feedback system for UI code: read ``state``, ``send(_:)``
/// user input, and ``run(isolation:)`` the system while the UI is on screen.
///
/// A ready-made SwiftUI view model or terminal-app driver: it is `@Observable`, so views
/// re-render when ``state`` changes.
///
/// ```swift
/// struct SearchView: View {
///   @State private var loop = FeedbackLoop(
///     initialState: State.empty,
///     reduce: State.reduce,
///     feedback: .react(query: \.loadNextPage) { .response(await client.page(at: $0)) }
///   )
///
///   var body: some View {
///     List(loop.state.results) { Text($0.name) }
///       .searchable(
///         text: Binding(
///           get: { @MainActor in loop.state.search },
///           set: { @MainActor in loop.send(.searchChanged($0)) }))
///       .task { await loop.run() }
///   }
/// }
/// ```
///
/// ## Isolation
/// The class is not `Sendable`: use it from one isolation domain, typically the main
/// actor. ``run(isolation:)`` runs the system loop on the caller's isolation, so ``state``
/// is only ever written there, and `reduce` and the `react` queries run there too.
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
@Observable
public final class FeedbackLoop<State: Sendable, Event: Sendable> {
  /// The latest state of the system.
  public private(set) var state: State

  @ObservationIgnored private let reduce: @Sendable (inout State, Event) -> Void
  @ObservationIgnored private let feedback: [Feedback<State, Event>]
  @ObservationIgnored private var input = AsyncStream.makeStream(of: Event.self)
  @ObservationIgnored private var isRunning = false

  /// Creates a loop in `initialState` with `reduce` and the non-UI `feedback`.
  ///
  /// ```swift
  /// let loop = FeedbackLoop(initialState: 0, reduce: { (n: inout Int, _: Tap) in n += 1 })
  /// ```
  public init(
    initialState: State,
    reduce: @escaping @Sendable (inout State, Event) -> Void,
    feedback: Feedback<State, Event>...
  ) {
    self.state = initialState
    self.reduce = reduce
    self.feedback = feedback
  }

  /// Creates a loop whose `reduce` returns the next state, like RxFeedback's.
  ///
  /// ```swift
  /// let loop = FeedbackLoop(initialState: State.empty, reduce: State.reduce, feedback: pages)
  /// ```
  public init(
    initialState: State,
    reduce: @escaping @Sendable (State, Event) -> State,
    feedback: Feedback<State, Event>...
  ) {
    self.state = initialState
    self.reduce = { $0 = reduce($0, $1) }
    self.feedback = feedback
  }

  /// Queues a user event; it is reduced in order while ``run(isolation:)`` runs.
  ///
  /// Events sent while the loop is not running wait for the next ``run(isolation:)``.
  public func send(_ event: Event) {
    input.continuation.yield(event)
  }

  /// Runs the system from the current ``state`` until the calling task is cancelled.
  ///
  /// The system loop runs on the caller's isolation, where ``state`` is updated after each
  /// event. When the task is cancelled every feedback and effect is cancelled, and events
  /// not reduced yet are discarded. Calling it while it already runs returns at once; run
  /// it again later, e.g. when a view reappears, to go on from the state it reached.
  ///
  /// ```swift
  /// .task { await loop.run() }
  /// ```
  public func run(isolation: isolated (any Actor)? = #isolation) async {
    guard !isRunning, !Task.isCancelled else { return }
    isRunning = true
    let userEvents = input.stream
    defer {
      input.continuation.finish()
      input = AsyncStream.makeStream(of: Event.self)
      isRunning = false
    }
    let ui = Feedback<State, Event>.bind(Bindings(events: [userEvents]))
    var states = system(initialState: state, reduce: reduce, feedback: feedback + [ui])
      .makeAsyncIterator()
    _ = await states.next(isolation: isolation)
    while let next = await states.next(isolation: isolation) {
      state = next
    }
  }
}
