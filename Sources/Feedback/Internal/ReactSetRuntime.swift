/// Drives a ``ReactSetStateMachine``: one effect task per query in the state's set.
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
final class ReactSetRuntime<State: Sendable, Event: Sendable, Query: Hashable & Sendable>:
  FeedbackRuntime
{
  private let queries: @Sendable (State) -> Set<Query>
  private let effect: @Sendable (Query, Send<Event>) async -> Void
  private let outbox: Outbox<Event>
  private var machine = ReactSetStateMachine<Query>()
  private var tasks: [EffectID: Task<Void, Never>] = [:]

  init(
    queries: @escaping @Sendable (State) -> Set<Query>,
    effect: @escaping @Sendable (Query, Send<Event>) async -> Void,
    outbox: Outbox<Event>
  ) {
    self.queries = queries
    self.effect = effect
    self.outbox = outbox
  }

  func receive(_ state: State) {
    let action = machine.queriesChanged(to: queries(state))
    for id in action.cancel {
      tasks.removeValue(forKey: id)?.cancel()
    }
    for (query, id) in action.start {
      let send = outbox.send(from: id)
      tasks[id] = Task { [effect] in await effect(query, send) }
    }
  }

  func admits(_ effect: EffectID) -> Bool {
    machine.effectEmitted(effect) == .deliver
  }

  func cancel() {
    _ = machine.cancelAll()
    for task in tasks.values {
      task.cancel()
    }
    tasks = [:]
  }
}
