/// Runs a closure-based ``Feedback`` in its own task, feeding it every state in order.
///
/// When the closure returns, its state stream is finished so that later states are not
/// buffered for nobody.
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
final class StreamRuntime<State: Sendable, Event: Sendable>: FeedbackRuntime {
  private let states: AsyncStream<State>.Continuation
  private let task: Task<Void, Never>

  init(
    run: @escaping @Sendable (AsyncStream<State>, Send<Event>) async -> Void,
    send: Send<Event>
  ) {
    let (stream, continuation) = AsyncStream.makeStream(of: State.self)
    states = continuation
    task = Task {
      await run(stream, send)
      continuation.finish()
    }
  }

  func receive(_ state: State) {
    states.yield(state)
  }

  func cancel() {
    task.cancel()
    states.finish()
  }
}
