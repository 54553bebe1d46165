/// Drives a ``ReactStateMachine``: starts and cancels the effect task for the state's query
/// and tells the loop whether an effect's event is still current.
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
final class ReactRuntime<State: Sendable, Event: Sendable, Query: Equatable & Sendable>:
  FeedbackRuntime
{
  private let query: @Sendable (State) -> Query?
  private let effect: @Sendable (Query, Send<Event>) async -> Void
  private let outbox: Outbox<Event>
  private var machine = ReactStateMachine<Query>()
  private var task: Task<Void, Never>?

  init(
    query: @escaping @Sendable (State) -> Query?,
    effect: @escaping @Sendable (Query, Send<Event>) async -> Void,
    outbox: Outbox<Event>
  ) {
    self.query = query
    self.effect = effect
    self.outbox = outbox
  }

  func receive(_ state: State) {
    switch machine.queryChanged(to: query(state)) {
    case .none:
      return
    case .start(let query, let id):
      start(query, id: id)
    case .cancelAndStart(_, let query, let id):
      task?.cancel()
      start(query, id: id)
    case .cancel:
      task?.cancel()
      task = nil
    }
  }

  func admits(_ effect: EffectID) -> Bool {
    machine.effectEmitted(effect) == .deliver
  }

  func cancel() {
    _ = machine.cancelAll()
    task?.cancel()
    task = nil
  }

  private func start(_ query: Query, id: EffectID) {
    let send = outbox.send(from: id)
    task = Task { [effect] in await effect(query, send) }
  }
}
