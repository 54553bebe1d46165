/// The pure bookkeeping of a single-query `react` feedback: which query has a running
/// effect, and whether an event an effect emitted is still current.
///
/// In the style of swift-async-algorithms: every event returns the action its driver
/// (`ReactRuntime`) must perform. It knows nothing of tasks, so every interleaving of
/// query changes and emissions can be tested synchronously.
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, macOS 15.0, visionOS 2.0, *)
struct ReactStateMachine<Query: Equatable & Sendable>: Sendable {
  /// What the driver does after the state's query was read.
  enum Action: Equatable, Sendable {
    /// Nothing: the query is the one already running, or still absent.
    case none
    /// Start an effect for the query, identified by `id`.
    case start(Query, id: EffectID)
    /// Cancel effect `cancel`, then start an effect for the new query, identified by `id`.
    case cancelAndStart(cancel: EffectID, start: Query, id: EffectID)
    /// Cancel effect `id`: the query became `nil`.
    case cancel(EffectID)
  }

  private var running: (query: Query, id: EffectID)?
  private var lastID: EffectID = 0

  /// The state's query is now `query`.
  mutating func queryChanged(to query: Query?) -> Action {
    switch (running, query) {
    case (nil, nil):
      return .none
    case (let current?, nil):
      running = nil
      return .cancel(current.id)
    case (nil, let query?):
      return .start(query, id: begin(query))
    case (let current?, let query?):
      guard current.query != query else { return .none }
      return .cancelAndStart(cancel: current.id, start: query, id: begin(query))
    }
  }

  /// Effect `id` emitted an event: deliver it only while `id` is the running effect.
  func effectEmitted(_ id: EffectID) -> EmissionAction {
    running?.id == id ? .deliver : .drop
  }

  /// The system ends: returns the running effect, if any, for the driver to cancel.
  mutating func cancelAll() -> EffectID? {
    defer { running = nil }
    return running?.id
  }

  private mutating func begin(_ query: Query) -> EffectID {
    lastID &+= 1
    running = (query, lastID)
    return lastID
  }
}
