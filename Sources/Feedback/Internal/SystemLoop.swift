/// One run of a ``FeedbackSystem``: the current state, the feedback runtimes and the event
/// channel they all send into.
///
/// Owned by a single iterator, so it is confined to the consuming task: ``next(isolation:)``
/// runs on the consumer's isolation, and so do `reduce`, every query and all `react`
/// bookkeeping, one event at a time. Ending it, or dropping it, cancels every feedback.
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
final class SystemLoop<State: Sendable, Event: Sendable> {
  private enum Phase {
    case idle
    case running
    case finished
  }

  private var state: State
  private var phase = Phase.idle
  private let reduce: @Sendable (inout State, Event) -> Void
  private let feedback: [Feedback<State, Event>]
  private var runtimes: [any FeedbackRuntime<State>] = []
  private var events: AsyncStream<Envelope<Event>>.Iterator
  private let channel: AsyncStream<Envelope<Event>>.Continuation

  init(
    initialState: State,
    reduce: @escaping @Sendable (inout State, Event) -> Void,
    feedback: [Feedback<State, Event>]
  ) {
    let (stream, channel) = AsyncStream.makeStream(of: Envelope<Event>.self)
    self.state = initialState
    self.reduce = reduce
    self.feedback = feedback
    self.events = stream.makeAsyncIterator()
    self.channel = channel
  }

  deinit {
    finish()
  }

  /// The initial state on the first call (after starting every feedback), then the state
  /// after each admitted event; `nil` once the consuming task is cancelled.
  func next(isolation: isolated (any Actor)?) async -> State? {
    guard !Task.isCancelled else {
      finish()
      return nil
    }
    switch phase {
    case .idle:
      start()
      return state
    case .running:
      return await reduceNextEvent(isolation: isolation)
    case .finished:
      return nil
    }
  }

  private func start() {
    phase = .running
    runtimes = feedback.enumerated().map { index, feedback in
      feedback.makeRuntime(Outbox(channel: channel, feedback: index))
    }
    publish()
  }

  private func reduceNextEvent(isolation: isolated (any Actor)?) async -> State? {
    while let envelope = await events.next(isolation: isolation) {
      guard admits(envelope) else { continue }
      reduce(&state, envelope.event)
      publish()
      return state
    }
    finish()
    return nil
  }

  private func admits(_ envelope: Envelope<Event>) -> Bool {
    guard let origin = envelope.origin else { return true }
    return runtimes[origin.feedback].admits(origin.effect)
  }

  private func publish() {
    for runtime in runtimes {
      runtime.receive(state)
    }
  }

  private func finish() {
    guard phase != .finished else { return }
    phase = .finished
    channel.finish()
    for runtime in runtimes {
      runtime.cancel()
    }
    runtimes = []
  }
}
