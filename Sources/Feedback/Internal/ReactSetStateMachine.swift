/// The pure bookkeeping of a set-based `react` feedback: one effect per query in the
/// state's set, started when the query appears and cancelled when it disappears.
///
/// Like ``ReactStateMachine``, every event returns the action its driver
/// (`ReactSetRuntime`) must perform.
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
struct ReactSetStateMachine<Query: Hashable & Sendable>: Sendable {
  /// What the driver does after the state's queries were read.
  struct Action: Equatable, Sendable {
    /// The effects to cancel: their queries disappeared.
    var cancel: Set<EffectID> = []
    /// The effects to start: one fresh identifier for each newly appeared query.
    var start: [Query: EffectID] = [:]

    /// Nothing to cancel or start.
    static var none: Action { Action() }
  }

  private var running: [Query: EffectID] = [:]
  private var lastID: EffectID = 0

  /// The state's queries are now `queries`: running ones whose query stayed are untouched.
  mutating func queriesChanged(to queries: Set<Query>) -> Action {
    var action = Action.none
    for (query, id) in running where !queries.contains(query) {
      action.cancel.insert(id)
      running[query] = nil
    }
    for query in queries where running[query] == nil {
      lastID &+= 1
      running[query] = lastID
      action.start[query] = lastID
    }
    return action
  }

  /// Effect `id` emitted an event: deliver it only while `id` is running.
  func effectEmitted(_ id: EffectID) -> EmissionAction {
    running.values.contains(id) ? .deliver : .drop
  }

  /// The system ends: returns every running effect for the driver to cancel.
  mutating func cancelAll() -> Set<EffectID> {
    defer { running = [:] }
    return Set(running.values)
  }
}
